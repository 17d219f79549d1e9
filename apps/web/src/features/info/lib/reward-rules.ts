import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ECONOMY } from '@memap/shared/economy'
import { SVN_MIN } from '@memap/shared/rules'
import '../catalog.ts'

/**
 * One line of the Reward system page: what happens, to whom, and what it pays or costs; each a
 * text translated where it is shown.
 */
export type RewardRule = {
  event: MessageDescriptor
  who: MessageDescriptor
  whoom: MessageDescriptor
}

const plus = (amount: number) => msg`+${amount}`
const minus = (amount: number) => msg`−${amount}`
const plusOnce = (amount: number) => msg`+${amount}, once`
const plusEach = (amount: number) => msg`+${amount} each`

/**
 * The Reward system page's table, written from the economy configuration the server pays from
 * (packages/shared/src/economy.ts), so the page and the payments cannot disagree.
 */
export function rewardRules(economy: Record<keyof typeof ECONOMY, number> = ECONOMY): RewardRule[] {
  const you = msg`You`
  const minimum = SVN_MIN
  const fee = economy.withdrawalFee
  return [
    { event: msg`MeMap minted when you join`, who: you, whoom: plus(economy.mintReward) },
    { event: msg`Today’s emotion posted`, who: you, whoom: plus(economy.emotionReward) },
    { event: msg`Photo added to your Top 9`, who: you, whoom: plus(economy.albumUploadReward) },
    {
      event: msg`Top 9 complete for the first time`,
      who: you,
      whoom: plusOnce(economy.albumCompleteReward),
    },
    {
      event: msg`Cheer on another member’s emotion`,
      who: msg`You and the one you cheer`,
      whoom: plusEach(economy.cheerReward),
    },
    {
      event: msg`Like on someone’s photo`,
      who: msg`You and the photo’s owner`,
      whoom: plusEach(economy.likeReward),
    },
    {
      event: msg`Friend request sent`,
      who: you,
      whoom: msg`− their SNV (at least ${minimum}), held until they answer`,
    },
    {
      event: msg`Friend request accepted`,
      who: msg`The one who accepts`,
      whoom: msg`+ your SNV`,
    },
    { event: msg`Friend request declined`, who: you, whoom: msg`the held Whoom back, in full` },
    {
      event: msg`Photo deleted from your Top 9`,
      who: you,
      whoom: minus(economy.albumDeletePayment),
    },
    {
      event: msg`Friend removed`,
      who: msg`The one who removes`,
      whoom: minus(economy.friendDeletePayment),
    },
    {
      event: msg`Withdrawal to your wallet`,
      who: you,
      whoom: msg`− the amount you choose, and a fee of ${fee}`,
    },
  ]
}
