import { useLingui } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import { DailyLimitDialog } from '../../../shared/payments/daily-limit-dialog.tsx'
import { EarnedRewardDialog } from '../../../shared/payments/earned-reward-dialog.tsx'
import { InsufficientBalanceDialog } from '../../../shared/payments/insufficient-balance-dialog.tsx'
import { UNSUPPORTED_IMAGE_TEXT } from '../../../shared/refusals/refusal.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { NoticeDialog } from '../../../shared/ui/notice-dialog.tsx'
import { SuccessDialog } from '../../../shared/ui/success-dialog.tsx'
import type { AlbumPhoto } from '../api/albums.ts'
import '../catalog.ts'
import type { AlbumNotice } from '../lib/album-notice.ts'

/** What the ninth photo of a Top 9 earns: its own reward and the full album's bonus. */
const PHOTO_REWARD = ECONOMY.albumUploadReward
const FULL_TOP_9_BONUS = ECONOMY.albumCompleteReward
const TOP_9_PHOTO_WITH_BONUS = PHOTO_REWARD + FULL_TOP_9_BONUS

export type AlbumNoticesProps = {
  notice: AlbumNotice | null
  busy: boolean
  onConfirmDelete: (photo: AlbumPhoto) => void
  onClose: () => void
  /** After a failure: the album as it is now, since what failed may have changed it meanwhile. */
  onFailureClosed: () => void
}

/** The dialog the album's last action left open, if any. */
export function AlbumNotices({
  notice,
  busy,
  onConfirmDelete,
  onClose,
  onFailureClosed,
}: AlbumNoticesProps) {
  const { t } = useLingui()
  const deleteCost = ECONOMY.albumDeletePayment
  switch (notice?.kind) {
    case 'reward':
      return (
        <EarnedRewardDialog
          amount={notice.amount}
          earnedFor={
            notice.amount === TOP_9_PHOTO_WITH_BONUS
              ? t`You earned ${TOP_9_PHOTO_WITH_BONUS} Whoom: ${PHOTO_REWARD} for the photo and a ${FULL_TOP_9_BONUS} Whoom bonus for a full Top 9.`
              : undefined
          }
          unpaid={t`Your photo is in your Top 9. It earns no Whoom: this wallet was paid for all nine slots, and deleting a photo gives one slot's reward back.`}
          onClose={onClose}
        />
      )
    case 'confirm-delete':
      return (
        <ConfirmDialog
          title={t`Delete this photo?`}
          confirmLabel={t`Delete photo`}
          busy={busy}
          destructive
          onConfirm={() => onConfirmDelete(notice.photo)}
          onCancel={onClose}
        >
          {t`Deleting it costs ${deleteCost} Whoom of your points. The photo leaves your Top 9 at once, and its slot is free for another.`}
        </ConfirmDialog>
      )
    case 'deleted':
      return (
        <SuccessDialog title={t`Photo deleted`} onClose={onClose}>
          {t`The photo is gone from your Top 9, and ${deleteCost} Whoom were taken from your points.`}
        </SuccessDialog>
      )
    case 'insufficient':
      return (
        <InsufficientBalanceDialog
          action={t`photo delete`}
          shortfall={{ needed: ECONOMY.albumDeletePayment, have: notice.points, balance: 'points' }}
          onClose={onClose}
        />
      )
    case 'daily-limit':
      return <DailyLimitDialog onClose={onClose} />
    case 'image-type':
      return <NoticeDialog notice={{ message: UNSUPPORTED_IMAGE_TEXT }} onClose={onClose} />
    case 'error':
      return (
        <ErrorDialog
          error={notice.error}
          onClose={() => {
            onClose()
            onFailureClosed()
          }}
        />
      )
    default:
      return null
  }
}
