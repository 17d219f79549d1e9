import { randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { type Expression, type SqlBool, sql } from 'kysely'
import { badRequest } from '../../errors.ts'
import { type FriendsContext, toFriend } from './context.ts'
import { recommendedPageQuery } from './network.ts'

/**
 * A page of 10 members of the network behind an identity tag, the viewer left out, in an
 * order shuffled by `seed`: the same seed gives the same order, so pages never repeat or
 * skip a member (see `recommendedPageQuery`).
 */
export const recommendedMembers =
  ({ db, repo, profiles, blocks, networks }: FriendsContext) =>
  async (viewer: Address | undefined, objectId: string, index: number, seed?: string) => {
    // The schema checked the tag's shape and id; the network must also exist.
    const [prefix = '', id] = objectId.split(':')
    const members = Object.hasOwn(networks, prefix) ? networks[prefix] : undefined
    if (!members) throw badRequest('objectId: no such network')
    const useSeed = seed ?? randomBytes(8).toString('hex')
    // Members who block the viewer, or whom the viewer blocks, are left out of the network.
    const visible = viewer
      ? (wallet: Expression<string>) => sql<SqlBool>`not (${blocks.eitherWay(viewer, wallet)})`
      : undefined
    const page = recommendedPageQuery(db, members, Number(id), useSeed, viewer, index, visible)
    // One query: the page's members, their cards and FriendType as the viewer sees them.
    const rows = await db
      .selectFrom(page.as('page'))
      .innerJoin(profiles.cards().as('card'), 'card.wallet_addr', 'page.wallet_addr')
      .select((eb) => [
        'card.wallet_addr',
        'card.name',
        'card.profile_image',
        'card.svn',
        'card.updated_at as update_at',
        (viewer
          ? repo.friendTypeOf(sql<string>`cast(${viewer} as text)`, eb.ref('card.wallet_addr'))
          : sql.lit<0>(0)
        ).as('friend_type'),
      ])
      .orderBy('page.rank')
      .execute()
    return { Friends: rows.map(toFriend), Seed: useSeed, Index: index + 1 }
  }
