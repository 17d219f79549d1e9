import { RewardHistoryScreen } from '../../features/rewards/reward-history-screen.tsx'
import { useUnlink } from '../layout/use-unlink.ts'

/** `/myreward`: the rewards screen with the app's Unlink (session and wallet features). */
export function MyRewardRoute() {
  const unlink = useUnlink()
  return <RewardHistoryScreen onUnlink={unlink} />
}
