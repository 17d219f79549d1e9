import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatCount } from '../../../shared/lib/format-number.ts'
import type { AlbumPhoto } from '../api/albums.ts'
import '../catalog.ts'

export type PhotoLikeProps = {
  photo: AlbumPhoto
  /** A like is offered to the viewer; else the count only, the heart filled if liked. */
  likeable: boolean
  busy: boolean
  onLike: (photo: AlbumPhoto) => void
}

/** The photo's likes: a Like button when the viewer may like it, else the count alone. */
export function PhotoLike({ photo, likeable, busy, onLike }: PhotoLikeProps) {
  const { t } = useLingui()
  const total = photo.TotalLikes
  const count = formatCount(total)
  const likes = t({ message: plural(total, { one: `${count} like`, other: `${count} likes` }) })
  if (likeable) {
    return (
      <button
        type="button"
        className="photo-view__like"
        aria-label={t`Like, ${likes}`}
        disabled={busy}
        onClick={() => onLike(photo)}
      >
        <HeartIcon filled={false} />
        <span>{formatCount(photo.TotalLikes)}</span>
      </button>
    )
  }
  return (
    <span className="photo-view__like photo-view__like--static" role="img" aria-label={likes}>
      <HeartIcon filled={photo.LikeStatus} />
      <span>{formatCount(photo.TotalLikes)}</span>
    </span>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={filled ? 'heart heart--filled' : 'heart'}
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  )
}
