export type WriteKind = 'emotion' | 'cheer' | 'friendRequest' | 'friendAnswer' | 'badgeApply'

/** One write: who sends it, where, and the writes it makes possible once it succeeds. */
export interface WriteOp {
  kind: WriteKind
  member: number
  url: string
  body: Record<string, unknown>
  unlocks?: (data: unknown) => WriteOp[]
}

// Each member cheers the emotions of the members just before it and asks the members a little
// further on to be friends: offsets chosen so that no pair is asked twice, either way.
const CHEERED = [1, 2, 3, 4, 5]
const ASKED = [6, 7]
const BADGE_SETS = [[1, 2], [3], [1, 2, 3], []]
export const OPS_PER_MEMBER = 1 + CHEERED.length + 2 * ASKED.length + BADGE_SETS.length

/**
 * The mixed write load for `addresses`: per member one emotion (then 5 cheers of it by others),
 * 2 friend requests (each then answered, half accepted, half rejected) and 4 badge applies.
 * Every write is one the rules allow (daily limits, friend limits, balances), so each should
 * succeed; uploads are left out.
 */
export function planWrites(addresses: string[]): WriteOp[] {
  const count = addresses.length
  // A pair would repeat when the member count divides the sum or difference of two offsets.
  if (count <= 14 || [12, 13, 14].some((n) => count % n === 0)) {
    throw new Error('the plan needs more than 14 members, not a multiple of 12, 13 or 14')
  }
  const at = (i: number) => addresses[((i % count) + count) % count] as string
  const ops: WriteOp[] = []
  addresses.forEach((address, i) => {
    ops.push({
      kind: 'emotion',
      member: i,
      url: '/v0/emotion/user-emotion/create',
      body: {
        walletAddr: address,
        emotionId: 1 + (i % 14),
        description: `Benchmark day ${i}: a calm one`,
      },
      unlocks: (data) =>
        CHEERED.map((offset) => ({
          kind: 'cheer',
          member: (i + offset) % count,
          url: '/v0/emotion/cheers/request',
          body: {
            walletAddr: at(i + offset),
            userEmotionId: Number((data as { UserEmotionId: string }).UserEmotionId),
          },
        })),
    })
    ASKED.forEach((offset, n) => {
      const target = (i + offset) % count
      ops.push({
        kind: 'friendRequest',
        member: i,
        url: '/v0/friends/request',
        body: { walletAddr: address, targetWalletAddr: at(target) },
        unlocks: () => [
          {
            kind: 'friendAnswer',
            member: target,
            url: '/v0/friends/response',
            body: { walletAddr: at(target), targetWalletAddr: address, rejection: n === 1 },
          },
        ],
      })
    })
    for (const badgeIds of BADGE_SETS) {
      ops.push({
        kind: 'badgeApply',
        member: i,
        url: '/v0/badge/apply',
        body: { walletAddr: address, badgeIds },
      })
    }
  })
  return ops
}
