import { randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import type { Network } from '@memap/shared/friends'
import { type FriendsContext, toFriend } from './context.ts'

/**
 * A page of 10 members of the network behind an identity tag, the viewer left out, in an
 * order shuffled by `seed`: the same seed gives the same order, so pages never repeat or
 * skip a member (the read layer's `recommendedPageQuery`).
 */
export const recommendedMembers =
  (context: FriendsContext) =>
  async (viewer: Address | undefined, objectId: string, index: number, seed?: string) => {
    // The schema checked the tag: a known network and an id.
    const [network, id] = objectId.split(':') as [Network, string]
    const useSeed = seed ?? randomBytes(8).toString('hex')
    const rows = await context.reads.recommended(network, Number(id), useSeed, viewer, index)
    return { Friends: rows.map(toFriend), Seed: useSeed, Index: index + 1 }
  }
