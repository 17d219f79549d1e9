import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { ALBUM_IMAGE_SIDE, IMAGE_TYPES } from '@memap/shared/rules'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useState } from 'react'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { getPointBalanceQueryOptions, POINT_BALANCE_KEY } from '../../shared/api/point-balance.ts'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { ApiError } from '../../shared/lib/api-client.ts'
import { paths } from '../../shared/lib/paths.ts'
import { isSupportedImage, resizeImage } from '../../shared/lib/resize-image.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { DailyLimitDialog } from '../../shared/ui/daily-limit-dialog.tsx'
import { EarnedRewardDialog } from '../../shared/ui/earned-reward-dialog.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { InsufficientBalanceDialog } from '../../shared/ui/insufficient-balance-dialog.tsx'
import { PurchaseSummary } from '../../shared/ui/purchase-summary.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import {
  ALBUM_KEY,
  type AlbumPhoto,
  checkPoints,
  deleteAlbumPhoto,
  getAlbumQueryOptions,
  likeAlbumPhoto,
  uploadAlbumPhoto,
} from './api/albums.ts'
import './catalog.ts'
import { PhotoView } from './components/photo-view.tsx'
import { albumTarget, gridSlots, isSameWallet } from './lib/album-grid.ts'
import { isDailyLimit } from './lib/like-errors.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './album.css'

type Notice =
  | { kind: 'reward'; amount: number; afterwards: () => void }
  | { kind: 'confirm-delete'; photo: AlbumPhoto }
  | { kind: 'insufficient'; points: number }
  | { kind: 'daily-limit' }
  | { kind: 'error'; error: unknown }

/** `/album`, 'The Top 9 of {user}' (PRODUCT.md §2, §4). */
export function AlbumScreen() {
  const location = useLocation()
  const [search] = useSearchParams()
  const own = useSession((state) => state.address)
  const target = albumTarget(location.state, search.get('user'), own)

  if (target.kind === 'none') return <Navigate to={paths.home} replace />
  if (target.kind === 'invalid') {
    return (
      <section className="screen screen--center">
        <h1 className="screen__title">
          <Trans>No album here</Trans>
        </h1>
        <p className="screen__lead">
          <Trans>This is not a wallet address.</Trans>
        </p>
        <Link className="button button--ghost" to={paths.home}>
          <Trans>Back to the start</Trans>
        </Link>
      </section>
    )
  }
  return <Album key={target.address} address={target.address} viewer={own} />
}

function Album({ address, viewer }: { address: Address; viewer: Address | null }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const owner = isSameWallet(address, viewer)
  const profile = useUserInfo({ target: address, viewer })
  const album = useQuery(getAlbumQueryOptions(address))
  const [selected, setSelected] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const name = profile.data?.Name ?? ''
  const title = name === '' ? t`The Top 9` : t`The Top 9 of ${name}`
  useDocumentTitle(title)

  const refreshAlbum = () => queryClient.invalidateQueries({ queryKey: [ALBUM_KEY] })
  const refreshBalance = () => queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })

  const imageTypeMessage = t`Only JPEG, PNG, and WEBP formats are supported.`

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file || viewer === null) return
    if (!isSupportedImage(file)) {
      window.alert(imageTypeMessage)
      return
    }
    setBusy(true)
    try {
      const photo = await resizeImage(file, { maxSide: ALBUM_IMAGE_SIDE }).catch((error) => {
        // A file of the right type that no decoder can read: the format message, not a failure.
        console.error(error)
        return null
      })
      if (photo === null) {
        window.alert(imageTypeMessage)
        return
      }
      // The server answers what it paid and the balance it made.
      const { Reward: amount, Balance } = await uploadAlbumPhoto(viewer, photo)
      queryClient.setQueryData(getPointBalanceQueryOptions(viewer).queryKey, Balance)
      setNotice({ kind: 'reward', amount, afterwards: () => void refreshAlbum() })
    } catch (error) {
      setNotice({ kind: 'error', error })
    } finally {
      setBusy(false)
      void refreshBalance()
    }
  }

  async function like(photo: AlbumPhoto) {
    if (viewer === null || busy) return
    setBusy(true)
    try {
      await likeAlbumPhoto(viewer, photo.UserAlbumId)
      setNotice({
        kind: 'reward',
        amount: ECONOMY.likeReward,
        afterwards: () => void refreshAlbum(),
      })
    } catch (error) {
      setNotice(isDailyLimit(error) ? { kind: 'daily-limit' } : { kind: 'error', error })
    } finally {
      setBusy(false)
      void refreshBalance()
    }
  }

  async function askDelete(photo: AlbumPhoto) {
    if (viewer === null || busy) return
    setBusy(true)
    try {
      const { covered, points } = await checkPoints(viewer, ECONOMY.albumDeletePayment)
      setNotice(covered ? { kind: 'confirm-delete', photo } : { kind: 'insufficient', points })
    } catch (error) {
      setNotice({ kind: 'error', error })
    } finally {
      setBusy(false)
    }
  }

  async function confirmDelete(photo: AlbumPhoto) {
    if (viewer === null) return
    setBusy(true)
    try {
      await deleteAlbumPhoto(viewer, photo.UserAlbumId)
      setNotice(null)
      setSelected(null)
      await refreshAlbum()
    } catch (error) {
      const short = error instanceof ApiError && /insufficient point balance/.test(error.message)
      setNotice(
        short
          ? { kind: 'insufficient', points: (await checkPoints(viewer, 0)).points }
          : { kind: 'error', error },
      )
    } finally {
      setBusy(false)
      void refreshBalance()
    }
  }

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
          onLike={(photo) => void like(photo)}
          onDelete={(photo) => void askDelete(photo)}
          onClose={() => setSelected(null)}
        />
      )}
      <ul className="album-grid" aria-label={t`Photos`}>
        {gridSlots(album.data).map((slot) =>
          slot.kind === 'photo' ? (
            <li key={slot.photo.UserAlbumId} className="album-grid__slot">
              <button
                type="button"
                className="album-grid__photo"
                aria-pressed={selected === slot.photo.UserAlbumId}
                aria-label={t`Open photo`}
                onClick={() => setSelected(slot.photo.UserAlbumId)}
              >
                <img src={slot.photo.AlbumImage} alt="" loading="lazy" />
              </button>
            </li>
          ) : (
            <li key={`empty-${slot.index}`} className="album-grid__slot">
              {owner ? (
                <label className="album-grid__empty album-grid__empty--add" aria-busy={busy}>
                  <input
                    className="visually-hidden"
                    type="file"
                    accept={IMAGE_TYPES.join(',')}
                    disabled={busy}
                    aria-label={t`Add a photo`}
                    onChange={(event) => void upload(event)}
                  />
                  <span aria-hidden="true">+</span>
                </label>
              ) : (
                <span className="album-grid__empty" aria-hidden="true" />
              )}
            </li>
          ),
        )}
      </ul>
      {busy && (
        <p className="screen__lead" role="status">
          <Trans>Working…</Trans>
        </p>
      )}
      <Link className="button button--ghost album__back" to={paths.memap} state={{ user: address }}>
        MeMap
      </Link>

      {notice?.kind === 'reward' && (
        <EarnedRewardDialog
          amount={notice.amount}
          onClose={() => {
            setNotice(null)
            notice.afterwards()
          }}
        />
      )}
      {notice?.kind === 'confirm-delete' && (
        <ConfirmDialog
          title={t`Do You Want to Proceed?`}
          confirmLabel={t`Confirm`}
          busy={busy}
          onConfirm={() => void confirmDelete(notice.photo)}
          onCancel={() => setNotice(null)}
        >
          <PurchaseSummary
            item={t`Delete Photo`}
            price={ECONOMY.albumDeletePayment}
            onChain={false}
          />
        </ConfirmDialog>
      )}
      {notice?.kind === 'insufficient' && (
        <InsufficientBalanceDialog
          action={t`photo delete`}
          shortfall={{ needed: ECONOMY.albumDeletePayment, have: notice.points, balance: 'points' }}
          onClose={() => setNotice(null)}
        />
      )}
      {notice?.kind === 'daily-limit' && <DailyLimitDialog onClose={() => setNotice(null)} />}
      {notice?.kind === 'error' && (
        <ErrorDialog
          error={notice.error}
          onClose={() => {
            setNotice(null)
            void refreshAlbum()
          }}
        />
      )}
    </section>
  )
}
