import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { formatDate } from '../../../shared/lib/format-date.ts'
import { hrefTo, paths } from '../../../shared/lib/paths.ts'
import { useDateStyle } from '../../../shared/lib/use-date-style.ts'
import { Avatar } from '../../../shared/ui/avatar.tsx'
import type { AlbumPhoto } from '../api/albums.ts'
import '../catalog.ts'

/** Under the photo: its owner, a link to their MeMap, and the day it was added. */
export function PhotoOwnerBar({ photo }: { photo: AlbumPhoto }) {
  const { t } = useLingui()
  const dates = useDateStyle()
  const userName = photo.UserName
  return (
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
        {formatDate(photo.CreateAt, dates)}
      </time>
    </div>
  )
}
