import type { Address } from '@memap/shared/address'
import { type FriendsContext, toFriend } from './context.ts'

/** A member's friends, newest friendship first: one query, the read layer's. */
export const friendList =
  ({ reads }: FriendsContext) =>
  async (wallet: Address) =>
    (await reads.friendList(wallet)).map(toFriend)
