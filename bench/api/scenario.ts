import type { Memap } from '../lib/memap.ts'
import { grantBadges, ok, registerMembers } from '../lib/members.ts'

export interface ProfileScenario {
  /** `GET /v0/user/info` of a full profile, as another signed-in member asks for it. */
  path: string
  headers: Record<string, string>
}

/**
 * A member with today's emotion (cheered), two active badges and three friends, seen by a
 * signed-in member who is not a friend (the longest path through the friends section).
 */
export async function profileScenario({ app, db }: Memap): Promise<ProfileScenario> {
  const [target, viewer, ...friends] = await registerMembers(app, 5)
  if (!target || !viewer) throw new Error('registration gave too few members')
  const posted = ok(
    await target.post('/v0/emotion/user-emotion/create', {
      walletAddr: target.address,
      emotionId: 3,
      description: 'Grateful for a long walk by the river',
    }),
    'emotion',
  ) as { UserEmotionId: string }
  for (const friend of friends) {
    ok(
      await friend.post('/v0/friends/request', {
        walletAddr: friend.address,
        targetWalletAddr: target.address,
      }),
      'friend request',
    )
    ok(
      await target.post('/v0/friends/response', {
        walletAddr: target.address,
        targetWalletAddr: friend.address,
        rejection: false,
      }),
      'friend answer',
    )
    ok(
      await friend.post('/v0/emotion/cheers/request', {
        walletAddr: friend.address,
        userEmotionId: Number(posted.UserEmotionId),
      }),
      'cheer',
    )
  }
  await grantBadges(db, target.address, [1, 2, 3])
  ok(
    await target.post('/v0/badge/apply', { walletAddr: target.address, badgeIds: [1, 2] }),
    'apply',
  )
  return {
    path: `/v0/user/info?walletAddr=${viewer.address}&targetWalletAddr=${target.address}`,
    headers: { cookie: viewer.cookie },
  }
}
