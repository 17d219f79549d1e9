import { Plural, Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useId } from 'react'
import '../catalog.ts'
import { useEmotionDetail } from '../../api/emotion-detail.ts'
import { useCheer } from './use-cheer.tsx'
import '../../../../shared/ui/button.css'

export type CheerButtonProps = {
  emotion: NonNullable<UserInfo['UserEmotion']>
  viewer: Address
  /** Either blocks the other: the button shows, unavailable (the friend status says why). */
  blocked: boolean
  /** Whether this viewer cheered it, as the emotion block remembers it. */
  cheered: boolean
  onCheered: (cheered: boolean) => void
}

/**
 * The cheer on another member's profile (PRODUCT.md §2): in sight, with the count, not only inside
 * the emotion view behind the pill.
 */
export function CheerButton({ emotion, viewer, blocked, cheered, onCheered }: CheerButtonProps) {
  const countId = useId()
  const detail = useEmotionDetail(emotion.UserEmotionId, viewer)
  const { cheer, outcome } = useCheer({
    userEmotionId: emotion.UserEmotionId,
    viewer,
    cheered,
    onCheered,
  })
  const done = cheered || detail.data?.CheersStatus === true
  const total = detail.data?.TotalCheers
  return (
    <div className="cheer">
      <button
        type="button"
        className="button button--primary cheer__button"
        disabled={blocked || done || detail.isPending || detail.isError}
        aria-describedby={countId}
        onClick={cheer}
      >
        <span aria-hidden="true">👏</span> {done ? <Trans>Cheered</Trans> : <Trans>Cheer</Trans>}
      </button>
      <span className="cheer__count" id={countId} data-testid="profile-cheer-count">
        {total !== undefined && <Plural value={total} one="# cheer" other="# cheers" />}
      </span>
      {outcome}
    </div>
  )
}
