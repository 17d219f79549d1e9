import type { Address } from '@memap/shared/address'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Db } from '../../apps/api/src/db/database.ts'
import { type Member, registerMember } from '../../apps/api/src/test/members.ts'

/** Throws unless the API answered 200: a benchmark built on failed calls measures nothing. */
export function ok(res: LightMyRequestResponse, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`)
  return res.json().data
}

/** Registers `count` members through the API (sign-in, then register), a few at a time. */
export async function registerMembers(app: FastifyInstance, count: number): Promise<Member[]> {
  const members: Member[] = []
  for (let i = 0; i < count; i += 8) {
    const batch = Math.min(8, count - i)
    members.push(...(await Promise.all(Array.from({ length: batch }, () => registerMember(app)))))
  }
  return members
}

/**
 * Gives badges as a verified purchase would. Buying for real means a token payment on chain
 * per badge, which is the badges module's test, not what these benchmarks measure.
 */
export async function grantBadges(db: Db, wallet: Address, badgeIds: number[]) {
  const at = new Date().toISOString()
  await db
    .insertInto('user_badges')
    .values(
      badgeIds.map((id) => ({ wallet_addr: wallet, badge_id: id, active: 0, acquired_at: at })),
    )
    .execute()
}
