import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { IMAGE_TYPES } from '@memap/shared/rules'
import { useQuery } from '@tanstack/react-query'
import { type ChangeEvent, useState } from 'react'
import { Link, Redirect, useSearchParams } from 'wouter'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { UNSUPPORTED_IMAGE_TEXT } from '../../shared/lib/refusal.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { DailyLimitDialog } from '../../shared/ui/daily-limit-dialog.tsx'
import { EarnedRewardDialog } from '../../shared/ui/earned-reward-dialog.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { InsufficientBalanceDialog } from '../../shared/ui/insufficient-balance-dialog.tsx'
import { NoticeDialog } from '../../shared/ui/notice-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { SuccessDialog } from '../../shared/ui/success-dialog.tsx'
import {
  type AlbumPhoto,
  albumRefusal,
  checkDeletePayment,
  checkPoints,
  getAlbumQueryOptions,
  useDeletePhoto,
  useLikePhoto,
  useUploadPhoto,
} from './api/albums.ts'
import './catalog.ts'
import { PhotoView } from './components/photo-view.tsx'
import { albumTarget, gridSlots, isSameWallet } from './lib/album-grid.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './album.css'

/** What the ninth photo of a Top 9 earns: its own reward and the full album's bonus. */
const PHOTO_REWARD = ECONOMY.albumUploadReward
const FULL_TOP_9_BONUS = ECONOMY.albumCompleteReward
const TOP_9_PHOTO_WITH_BONUS = PHOTO_REWARD + FULL_TOP_9_BONUS

type Notice =
  | { kind: 'reward'; amount: number }
  | { kind: 'image-type' }
  | { kind: 'confirm-delete'; photo: AlbumPhoto }
  | { kind: 'deleted' }
  | { kind: 'insufficient'; points: number }
  | { kind: 'daily-limit' }
  | { kind: 'error'; error: unknown }

/** `/album`, 'The Top 9 of {user}' (PRODUCT.md §2, §4). */
export function AlbumScreen() {
  const [search] = useSearchParams()
  const own = useSession((state) => state.address)
  const target = albumTarget(search.get('user'), own)

  if (target.kind === 'none') return <Redirect to={paths.home} replace />
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
  const owner = isSameWallet(address, viewer)
  const profile = useUserInfo({ target: address, viewer })
  const album = useQuery(getAlbumQueryOptions(address))
  const uploadPhoto = useUploadPhoto(viewer)
  const likePhoto = useLikePhoto(viewer)
  const deletePhoto = useDeletePhoto(viewer)
  const [selected, setSelected] = useState<number | null>(null)
  // The points check before the delete's confirmation, and after a delete refused for them.
  const [checking, setChecking] = useState(false)
  const busy = uploadPhoto.isPending || likePhoto.isPending || deletePhoto.isPending || checking
  const [notice, setNotice] = useState<Notice | null>(null)
  const name = profile.data?.Name ?? ''
  const deleteCost = ECONOMY.albumDeletePayment
  const title = name === '' ? t`The Top 9` : t`The Top 9 of ${name}`
  useDocumentTitle(title)

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file || viewer === null) return
    // The server answers what it paid and the balance it made.
    uploadPhoto.mutate(file, {
      onSuccess: ({ Reward: amount }) => setNotice({ kind: 'reward', amount }),
      onError: (error) =>
        setNotice(
          albumRefusal(error) === 'unsupported-image'
            ? { kind: 'image-type' }
            : { kind: 'error', error },
        ),
    })
  }

  function like(photo: AlbumPhoto) {
    if (viewer === null || busy) return
    likePhoto.mutate(photo, {
      onSuccess: () => setNotice({ kind: 'reward', amount: ECONOMY.likeReward }),
      onError: (error) =>
        setNotice(
          albumRefusal(error) === 'daily-limit'
            ? { kind: 'daily-limit' }
            : { kind: 'error', error },
        ),
    })
  }

  async function askDelete(photo: AlbumPhoto) {
    if (viewer === null || busy) return
    setChecking(true)
    try {
      const { covered, points } = await checkDeletePayment(viewer)
      setNotice(covered ? { kind: 'confirm-delete', photo } : { kind: 'insufficient', points })
    } catch (error) {
      setNotice({ kind: 'error', error })
    } finally {
      setChecking(false)
    }
  }

  function confirmDelete(photo: AlbumPhoto) {
    if (viewer === null) return
    deletePhoto.mutate(photo, {
      onSuccess: () => {
        setNotice({ kind: 'deleted' })
        setSelected(null)
      },
      onError: async (error) => {
        if (albumRefusal(error) !== 'insufficient') {
          setNotice({ kind: 'error', error })
          return
        }
        setChecking(true)
        try {
          setNotice({ kind: 'insufficient', points: (await checkPoints(viewer, 0)).points })
        } catch (failure) {
          setNotice({ kind: 'error', error: failure })
        } finally {
          setChecking(false)
        }
      },
    })
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
          onLike={like}
          blocked={profile.data?.BlockedEitherWay ? { byViewer: profile.data.Blocked } : null}
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
                    onChange={upload}
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
      <Link
        className="button button--ghost album__back"
        to={hrefTo(paths.memap, { user: address })}
      >
        MeMap
      </Link>

      {notice?.kind === 'reward' && (
        <EarnedRewardDialog
          amount={notice.amount}
          earnedFor={
            notice.amount === TOP_9_PHOTO_WITH_BONUS
              ? t`You earned ${TOP_9_PHOTO_WITH_BONUS} Whoom: ${PHOTO_REWARD} for the photo and a ${FULL_TOP_9_BONUS} Whoom bonus for a full Top 9.`
              : undefined
          }
          unpaid={t`Your photo is in your Top 9. It earns no Whoom: this wallet was paid for all nine slots, and deleting a photo gives one slot's reward back.`}
          onClose={() => setNotice(null)}
        />
      )}
      {notice?.kind === 'confirm-delete' && (
        <ConfirmDialog
          title={t`Delete this photo?`}
          confirmLabel={t`Delete photo`}
          busy={busy}
          destructive
          onConfirm={() => confirmDelete(notice.photo)}
          onCancel={() => setNotice(null)}
        >
          {t`Deleting it costs ${deleteCost} Whoom of your points. The photo leaves your Top 9 at once, and its slot is free for another.`}
        </ConfirmDialog>
      )}
      {notice?.kind === 'deleted' && (
        <SuccessDialog title={t`Photo deleted`} onClose={() => setNotice(null)}>
          {t`The photo is gone from your Top 9, and ${deleteCost} Whoom were taken from your points.`}
        </SuccessDialog>
      )}
      {notice?.kind === 'insufficient' && (
        <InsufficientBalanceDialog
          action={t`photo delete`}
          shortfall={{ needed: ECONOMY.albumDeletePayment, have: notice.points, balance: 'points' }}
          onClose={() => setNotice(null)}
        />
      )}
      {notice?.kind === 'daily-limit' && <DailyLimitDialog onClose={() => setNotice(null)} />}
      {notice?.kind === 'image-type' && (
        <NoticeDialog
          notice={{ message: UNSUPPORTED_IMAGE_TEXT }}
          onClose={() => setNotice(null)}
        />
      )}
      {notice?.kind === 'error' && (
        <ErrorDialog
          error={notice.error}
          onClose={() => {
            setNotice(null)
            // The album as it is now: what failed may have changed it meanwhile.
            void album.refetch()
          }}
        />
      )}
    </section>
  )
}
