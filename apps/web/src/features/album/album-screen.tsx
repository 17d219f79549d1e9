import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import { Link, Redirect, useSearchParams } from 'wouter'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { getAlbumQueryOptions } from './api/albums.ts'
import './catalog.ts'
import { AlbumNotices } from './components/album-notices.tsx'
import { AlbumPhotoGrid } from './components/album-photo-grid.tsx'
import { NoAlbum } from './components/no-album.tsx'
import { PhotoView } from './components/photo-view.tsx'
import { albumTarget, isSameWallet } from './lib/album-grid.ts'
import { useAlbumActions } from './lib/use-album-actions.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './album.css'

/** `/album`, 'The Top 9 of {user}' (PRODUCT.md §2, §4). */
export function AlbumScreen() {
  const [search] = useSearchParams()
  const own = useSession((state) => state.address)
  const target = albumTarget(search.get('user'), own)

  if (target.kind === 'none') return <Redirect to={paths.home} replace />
  if (target.kind === 'invalid') return <NoAlbum />
  return <Album key={target.address} address={target.address} viewer={own} />
}

function Album({ address, viewer }: { address: Address; viewer: Address | null }) {
  const { t } = useLingui()
  const owner = isSameWallet(address, viewer)
  const profile = useUserInfo({ target: address, viewer })
  const album = useQuery(getAlbumQueryOptions(address))
  const actions = useAlbumActions(viewer)
  const { selected, setSelected, busy } = actions
  const name = profile.data?.Name ?? ''
  const title = name === '' ? t`The Top 9` : t`The Top 9 of ${name}`
  useDocumentTitle(title)

  if (album.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading the album…</Trans>
      </ScreenLoading>
    )
  }
  if (album.isError) return <ScreenError onRetry={() => void album.refetch()} />

  return (
    <section className="screen album" aria-labelledby="album-title">
      <h1 id="album-title" className="screen__title">
        {title}
      </h1>
      {selected !== null && (
        <PhotoView
          albumId={selected}
          viewer={viewer}
          busy={busy}
          onLike={actions.like}
          blocked={profile.data?.BlockedEitherWay ? { byViewer: profile.data.Blocked } : null}
          onDelete={(photo) => void actions.askDelete(photo)}
          onClose={() => setSelected(null)}
        />
      )}
      <AlbumPhotoGrid
        photos={album.data}
        owner={owner}
        selected={selected}
        busy={busy}
        onOpen={setSelected}
        onAdd={actions.upload}
      />
      {busy && (
        <p className="screen__lead" role="status">
          <Trans>Working…</Trans>
        </p>
      )}
      <Link
        className="button button--ghost album__back"
        to={hrefTo(paths.memap, { user: address })}
      >
        MeMap
      </Link>
      <AlbumNotices
        notice={actions.notice}
        busy={busy}
        onConfirmDelete={actions.confirmDelete}
        onClose={() => actions.setNotice(null)}
        onFailureClosed={() => void album.refetch()}
      />
    </section>
  )
}
