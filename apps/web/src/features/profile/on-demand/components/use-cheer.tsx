import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { type ReactNode, useState } from 'react'
import { DailyLimitDialog } from '../../../../shared/payments/daily-limit-dialog.tsx'
import { EarnedRewardDialog } from '../../../../shared/payments/earned-reward-dialog.tsx'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import { cheerRefusal, useCheerEmotion } from '../../api/emotion-detail.ts'

type Outcome = 'reward' | 'limit' | 'error'

/**
 * A cheer of `userEmotionId` by `viewer`, wherever its button is (the profile, the emotion view),
 * and the dialog its answer leads to: the reward, the daily limit, or what failed. `cheered` is
 * set at the tap, before the answer, and undone when nothing was cheered (PRODUCT.md §4 kept it
 * set on the daily limit, which showed a cheer that never happened).
 */
export function useCheer({
  userEmotionId,
  viewer,
  cheered,
  onCheered,
}: {
  userEmotionId: string
  viewer: Address | null
  cheered: boolean
  onCheered: (cheered: boolean) => void
}): { cheer: () => void; outcome: ReactNode } {
  const [shown, setShown] = useState<Outcome | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const mutation = useCheerEmotion(viewer)

  function cheer() {
    if (viewer === null || cheered) return
    onCheered(true)
    mutation.mutate(userEmotionId, {
      onSuccess: () => setShown('reward'),
      onError: (error) => {
        const refusal = cheerRefusal(error)
        // Nothing was cheered unless the server says it already was: the button says so.
        if (refusal !== 'already-cheered') onCheered(false)
        if (refusal === 'daily-limit') setShown('limit')
        else {
          setFailure(error)
          setShown('error')
        }
      },
    })
  }

  const close = () => setShown(null)
  const outcome =
    shown === 'reward' ? (
      <EarnedRewardDialog amount={ECONOMY.cheerReward} onClose={close} />
    ) : shown === 'limit' ? (
      <DailyLimitDialog onClose={close} />
    ) : shown === 'error' ? (
      <ErrorDialog error={failure} onClose={close} />
    ) : null
  return { cheer, outcome }
}
