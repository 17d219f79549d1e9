import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/myreward` (spec §2). */
export function RewardHistoryScreen() {
  return (
    <ScreenPlaceholder title="Reward history">
      Your Whoom balance and every reward and payment, with withdrawal to your wallet.
    </ScreenPlaceholder>
  )
}
