import { ECONOMY } from '@memap/shared/economy'
import { SVN_MIN } from '@memap/shared/rules'

/** One line of the Reward system page: what happens, to whom, and what it pays or costs. */
export type RewardRule = { event: string; who: string; whoom: string }

const plus = (amount: number) => `+${amount}`

/**
 * The Reward system page's table, written from the economy configuration the server pays from
 * (packages/shared/src/economy.ts), so the page and the payments cannot disagree.
 */
export function rewardRules(economy: Record<keyof typeof ECONOMY, number> = ECONOMY): RewardRule[] {
  return [
    { event: 'MeMap minted when you join', who: 'You', whoom: plus(economy.mintReward) },
    { event: 'Today’s emotion posted', who: 'You', whoom: plus(economy.emotionReward) },
    { event: 'Photo added to your Top 9', who: 'You', whoom: plus(economy.albumUploadReward) },
    {
      event: 'Top 9 complete for the first time',
      who: 'You',
      whoom: `${plus(economy.albumCompleteReward)}, once`,
    },
    {
      event: 'Cheer on a friend’s emotion',
      who: 'You and the one you cheer',
      whoom: `${plus(economy.cheerReward)} each`,
    },
    {
      event: 'Like on someone’s photo',
      who: 'You and the photo’s owner',
      whoom: `${plus(economy.likeReward)} each`,
    },
    {
      event: 'Friend request sent',
      who: 'You',
      whoom: `− their SNV (at least ${SVN_MIN}), held until they answer`,
    },
    { event: 'Friend request accepted', who: 'The one who accepts', whoom: '+ your SNV' },
    { event: 'Friend request declined', who: 'You', whoom: 'the held Whoom back, in full' },
    { event: 'Photo deleted from your Top 9', who: 'You', whoom: `−${economy.albumDeletePayment}` },
    {
      event: 'Friend removed',
      who: 'The one who removes',
      whoom: `−${economy.friendDeletePayment}`,
    },
    {
      event: 'Withdrawal to your wallet',
      who: 'You',
      whoom: `your whole balance, of which ${economy.withdrawalFee} is the fee`,
    },
  ]
}
