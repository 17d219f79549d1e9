import type { Memap } from '../lib/memap.ts'
import { grantBadges, registerMembers } from '../lib/members.ts'

export interface WritesScenario {
  members: Array<{ address: string; cookie: string }>
}

/** Registered, signed-in members who each own three badges, ready to write. */
export async function writesScenario({ app, db }: Memap, count: number): Promise<WritesScenario> {
  const members = await registerMembers(app, count)
  for (const member of members) await grantBadges(db, member.address, [1, 2, 3])
  return { members: members.map(({ address, cookie }) => ({ address, cookie })) }
}
