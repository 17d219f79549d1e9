import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import type { UserInfo } from '@memap/shared/profile'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../shared/lib/paths.ts'
import { DailyLimitDialog } from '../../../shared/ui/daily-limit-dialog.tsx'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { EarnedRewardDialog } from '../../../shared/ui/earned-reward-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { Icon } from '../../../shared/ui/icon.tsx'
import '../catalog.ts'
import { cheerRefusal, useCheerEmotion, useEmotionDetail } from '../api/emotion-detail.ts'
import { useCountUp } from '../lib/count-up.ts'
import { useTypedText } from '../lib/typing.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/spinner.css'
import '../../../shared/ui/icon-button.css'

type Open = 'view' | 'reward' | 'limit' | 'error' | null

export type EmotionBlockProps = {
  profile: UserInfo
  viewer: Address | null
  own: boolean
}

/**
 * PRODUCT.md §2 and §4: today's emotion pill (typed one letter every 100 ms), the owner's pencil to
 * /select_emotion while nothing is posted, and the emotion view dialog with the cheer button.
 * With OpenProfile false only the owner sees the emotion (the server answers none to others),
 * and is told so.
 */
export function EmotionBlock({ profile, viewer, own }: EmotionBlockProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState<Open>(null)
  // Set at the click, before the answer; undone when the cheer is refused, the daily limit
  // included (PRODUCT.md §4 kept it set there, which showed a cheer that never happened).
  const [cheered, setCheered] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const cheerMutation = useCheerEmotion(viewer)
  const emotion = profile.UserEmotion
  const canCheer = viewer !== null && !own

  function cheer() {
    if (!emotion || viewer === null || cheered) return
    setCheered(true)
    cheerMutation.mutate(emotion.UserEmotionId, {
      onSuccess: () => setOpen('reward'),
      onError: (error) => {
        const refusal = cheerRefusal(error)
        // Nothing was cheered unless the server says it already was: the button says so.
        if (refusal !== 'already-cheered') setCheered(false)
        if (refusal === 'daily-limit') setOpen('limit')
        else {
          setFailure(error)
          setOpen('error')
        }
      },
    })
  }

  return (
    <div className="emotion-block">
      {emotion ? (
        <EmotionPill name={emotion.EmotionName} onOpen={() => setOpen('view')} />
      ) : (
        <p className="emotion-pill emotion-pill--empty">
          {own ? <Trans>How are you feeling today?</Trans> : <Trans>No emotion posted today</Trans>}
        </p>
      )}
      {own && !profile.OpenProfile && (
        <p className="emotion-block__private">
          <Trans>Only you see your emotion</Trans>
        </p>
      )}
      {own && !profile.EmotionPostingStatus && (
        <Link
          className="icon-button icon-button--tinted"
          to={paths.selectEmotion}
          aria-label={t`Post today's emotion`}
          title={t`Post today's emotion`}
        >
          <PencilIcon />
        </Link>
      )}
      {emotion && open === 'view' && (
        <EmotionViewDialog
          userEmotionId={emotion.UserEmotionId}
          emotionName={emotion.EmotionName}
          viewer={viewer}
          canCheer={canCheer}
          cheered={cheered}
          onCheer={cheer}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'reward' && (
        <EarnedRewardDialog amount={ECONOMY.cheerReward} onClose={() => setOpen('view')} />
      )}
      {open === 'limit' && <DailyLimitDialog onClose={() => setOpen('view')} />}
      {open === 'error' && <ErrorDialog error={failure} onClose={() => setOpen('view')} />}
    </div>
  )
}

function EmotionPill({ name, onOpen }: { name: string; onOpen: () => void }) {
  const { t } = useLingui()
  const typed = useTypedText(name)
  return (
    <button
      type="button"
      className="emotion-pill"
      aria-label={t`Today's emotion: ${name}`}
      onClick={onOpen}
      data-testid="emotion-pill"
    >
      <span className="emotion-pill__label" aria-hidden="true">
        <Trans>Today</Trans>
      </span>
      <span className="emotion-pill__text" aria-hidden="true">
        {typed}
      </span>
    </button>
  )
}

type EmotionViewDialogProps = {
  userEmotionId: string
  emotionName: string
  viewer: Address | null
  canCheer: boolean
  cheered: boolean
  onCheer: () => void
  onClose: () => void
}

/** PRODUCT.md §2, the emotion view: the reason, the cheer count and, for others, the cheer button. */
function EmotionViewDialog({
  userEmotionId,
  emotionName,
  viewer,
  canCheer,
  cheered,
  onCheer,
  onClose,
}: EmotionViewDialogProps) {
  const titleId = useId()
  const detail = useEmotionDetail(userEmotionId, viewer)
  const total = useCountUp(detail.data?.TotalCheers ?? 0)
  const alreadyCheered = cheered || detail.data?.CheersStatus === true
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="emotion-view">
      <h2 id={titleId} className="dialog__title">
        {emotionName}
      </h2>
      {detail.isPending ? (
        <p className="dialog__text" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading…</Trans>
        </p>
      ) : detail.isError ? (
        <p className="dialog__text" role="alert">
          <Trans>The details of this emotion are not shown.</Trans>
        </p>
      ) : (
        <>
          <p className="dialog__text emotion-view__reason">{detail.data.Description}</p>
          <p className="emotion-view__cheers">
            <span aria-hidden="true">👏</span>{' '}
            <span data-testid="cheer-count">{total.toLocaleString('en-US')}</span>{' '}
            <Plural value={detail.data.TotalCheers} one="cheer" other="cheers" />
          </p>
        </>
      )}
      <div className="dialog__actions">
        {canCheer && (
          <button
            type="button"
            className="button button--primary"
            disabled={alreadyCheered || detail.isPending}
            onClick={onCheer}
          >
            {alreadyCheered ? <Trans>Cheered</Trans> : <Trans>Cheer</Trans>}
          </button>
        )}
        <button type="button" className="button button--ghost" data-autofocus onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  )
}

function PencilIcon() {
  return (
    <Icon path="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
  )
}
