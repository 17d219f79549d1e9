import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ReportDialog } from '../../../shared/forms/report-dialog.tsx'
import { useSession } from '../../../shared/lib/session-store.ts'
import '../catalog.ts'
import { type AlbumPhoto, getAlbumPhotoQueryOptions } from '../api/albums.ts'
import { canLike, isSameWallet } from '../lib/album-grid.ts'
import { DeletePhotoButton } from './delete-photo-button.tsx'
import { PhotoLike } from './photo-like.tsx'
import { PhotoOwnerBar } from './photo-owner-bar.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/spinner.css'

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
export function PhotoView(props: PhotoViewProps) {
  const query = useQuery(getAlbumPhotoQueryOptions(props.albumId, props.viewer))
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
  return <OpenedPhoto {...props} photo={query.data} />
}

function OpenedPhoto({
  photo,
  viewer,
  busy,
  onLike,
  blocked = null,
  onDelete,
  onClose,
}: PhotoViewProps & { photo: AlbumPhoto }) {
  const { t } = useLingui()
  const viewerName = useSession((state) => state.name)
  const [reporting, setReporting] = useState(false)
  const owner = isSameWallet(viewer, photo.WalletAddr)
  const likeable = canLike(viewer, viewerName, photo) && blocked === null
  const userName = photo.UserName
  return (
    <section className="photo-view" aria-label={t`Photo`}>
      <img className="photo-view__image" src={photo.AlbumImage} alt={t`${userName}'s Top 9`} />
      <PhotoOwnerBar photo={photo} />
      <div className="photo-view__actions">
        <PhotoLike photo={photo} likeable={likeable} busy={busy} onLike={onLike} />
        {owner && <DeletePhotoButton busy={busy} onDelete={() => onDelete(photo)} />}
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
