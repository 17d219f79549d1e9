import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { hrefTo, paths } from '../../../shared/lib/paths.ts'
import { useSession } from '../../../shared/lib/session-store.ts'
import { Avatar } from '../../../shared/ui/avatar.tsx'
import { ReportDialog } from '../../../shared/ui/report-dialog.tsx'
import '../catalog.ts'
import { formatDate } from '../../../shared/lib/format-date.ts'
import { type AlbumPhoto, getAlbumPhotoQueryOptions } from '../api/albums.ts'
import { canLike, isSameWallet } from '../lib/album-grid.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/spinner.css'
import '../../../shared/ui/icon-button.css'

export type PhotoViewProps = {
  albumId: number
  viewer: Address | null
  /** A like or delete is running: its button waits. */
  busy: boolean
  onLike: (photo: AlbumPhoto) => void
  /** Either the viewer or the album's owner blocks the other: likes are unavailable. */
  blocked?: { byViewer: boolean } | null
  onDelete: (photo: AlbumPhoto) => void
  onClose: () => void
}

/** One photo opened from the grid: the large photo, its owner, date, likes and actions. */
export function PhotoView({
  albumId,
  viewer,
  busy,
  onLike,
  blocked = null,
  onDelete,
  onClose,
}: PhotoViewProps) {
  const { t, i18n } = useLingui()
  const query = useQuery(getAlbumPhotoQueryOptions(albumId, viewer))
  const viewerName = useSession((state) => state.name)
  const [reporting, setReporting] = useState(false)
  if (query.isPending) {
    return (
      <p className="photo-view photo-view--status" role="status">
        <span className="spinner" aria-hidden="true" /> <Trans>Loading the photo…</Trans>
      </p>
    )
  }
  if (query.isError) {
    return (
      <p className="photo-view photo-view--status" role="alert">
        <Trans>The photo could not be loaded.</Trans>{' '}
        <button type="button" className="text-link" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    )
  }
  const photo = query.data
  const owner = isSameWallet(viewer, photo.WalletAddr)
  const likeable = canLike(viewer, viewerName, photo) && blocked === null
  const total = photo.TotalLikes
  const count = formatCount(total)
  const likes = t({ message: plural(total, { one: `${count} like`, other: `${count} likes` }) })
  const userName = photo.UserName
  return (
    <section className="photo-view" aria-label={t`Photo`}>
      <img className="photo-view__image" src={photo.AlbumImage} alt={t`${userName}'s Top 9`} />
      <div className="photo-view__bar">
        <Link
          className="photo-view__owner"
          to={hrefTo(paths.memap, { user: photo.WalletAddr })}
          aria-label={t`${userName}'s MeMap`}
        >
          <Avatar src={photo.ProfileImage} name={photo.UserName} />
          <span className="photo-view__name">{photo.UserName}</span>
        </Link>
        <time className="photo-view__date" dateTime={photo.CreateAt}>
          {formatDate(photo.CreateAt, i18n.locale)}
        </time>
      </div>
      <div className="photo-view__actions">
        {likeable ? (
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
        ) : (
          <span className="photo-view__like photo-view__like--static" role="img" aria-label={likes}>
            <HeartIcon filled={photo.LikeStatus} />
            <span>{formatCount(photo.TotalLikes)}</span>
          </span>
        )}
        {owner && (
          <button
            type="button"
            className="icon-button photo-view__delete"
            aria-label={t`Delete photo`}
            disabled={busy}
            onClick={() => onDelete(photo)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
            </svg>
          </button>
        )}
        {viewer !== null && !owner && (
          <button type="button" className="text-link" onClick={() => setReporting(true)}>
            <Trans>Report</Trans>
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {blocked !== null && !owner && (
        <p className="photo-view__blocked">
          {blocked.byViewer
            ? t`You blocked this member: requests, cheers and likes are off until you unblock them.`
            : t`Requests, cheers and likes are not available with this member.`}
        </p>
      )}
      {reporting && viewer !== null && (
        <ReportDialog
          title={t`Report this photo`}
          reporter={viewer}
          target={{ target: photo.WalletAddr, albumId: Number(photo.UserAlbumId) }}
          onClose={() => setReporting(false)}
        />
      )}
    </section>
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
