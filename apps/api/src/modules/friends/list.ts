import type { Address } from '@memap/shared/address'
import { compileOnce } from '../../db/compile-once.ts'
import { type FriendsContext, type ListRow, toFriend } from './context.ts'

/** A member's friends, newest friendship first: one query, built and compiled at its first run. */
export function friendList({ db, repo, profiles }: FriendsContext) {
  let compiled: ((values: { owner: Address }) => Promise<ListRow[]>) | undefined
  return async (wallet: Address) => {
    compiled ??= compileOnce(db, ['owner'], ({ owner }: { owner: Address }) =>
      repo.friendList(owner, profiles.cards(), profiles.present),
    )
    return (await compiled({ owner: wallet })).map(toFriend)
  }
}
