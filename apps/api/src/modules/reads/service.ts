import type { Address } from '@memap/shared/address'
import type { Network } from '@memap/shared/friends'
import { compileOnce } from '../../db/compile-once.ts'
import type { Db } from '../../db/database.ts'
import { withGenericPlans } from '../../db/dialect.ts'
import { type ProfileSeenBy, profileInfo, profileSeenBy } from './profile.ts'
import { friendListQuery } from './repo/friend-list.ts'
import { networkMembers } from './repo/networks.ts'
import { compileProfileQuery } from './repo/profile-query.ts'
import { type HeldPush, pushesHeld } from './repo/pushes-held.ts'
import { recommendedCards } from './repo/recommended-cards.ts'
import { SEGMENTS, type SearchValues, type Shape, searchPages } from './repo/search-page.ts'
import {
  albumShowsImage,
  shownBadgesOf,
  shownEmotion,
  shownPhoto,
  shownPhotosOf,
} from './repo/shown.ts'
import { compileViewerQuery } from './repo/viewer-query.ts'

export type { HeldPush, ProfileSeenBy, Shape as SearchShape }

/** A row of a list of members: their card and FriendType as the list's viewer sees them. */
export interface MemberRow {
  wallet_addr: Address
  name: string
  profile_image: string | null
  svn: number
  update_at: string
  friend_type: number
}

/**
 * The reads that join other modules' tables (docs/ARCHITECTURE.md, "Reads have one home"): each
 * answers rows or the answer they make, never SQL, and each list or profile is one query.
 */
export function readsService(deps: {
  db: Db
  /** The push sender's own connections, where it has them (push/sender-database.ts). */
  pushDb: Db
}) {
  const { db, pushDb } = deps
  const friendList = compileOnce(db, ['owner'], ({ owner }: { owner: Address }) =>
    friendListQuery(db, owner),
  )
  const search = searchPages(db)
  const profileQuery = compileProfileQuery(db)
  const viewerQuery = compileViewerQuery(db)
  return {
    /**
     * The profile of `target` as everyone sees it on Seoul `day` (today's emotion shown to its
     * owner whatever OpenProfile says): one query, compiled once. None when nobody present is
     * there (never joined, left, suspended).
     */
    async profile(target: Address, day: string, ownerIsViewing: boolean) {
      const row = await profileQuery({ target, day })
      return row && profileInfo(row, ownerIsViewing)
    },

    /** What `viewer` sees of `target`'s profile that others do not: one query, compiled once. */
    profileSeenBy: async (target: Address, viewer: Address): Promise<ProfileSeenBy> =>
      profileSeenBy(await viewerQuery({ target, viewer })),

    /** A member's friends, newest friendship first (compiled once: SQLite keeps it prepared). */
    friendList: (owner: Address): Promise<MemberRow[]> => friendList({ owner }),

    /**
     * Page `index` of the members of an identity tag's network under `seed`, the viewer and
     * whoever blocks or is blocked by them left out (reads/repo/network.ts).
     */
    recommended: (
      network: Network,
      id: number,
      seed: string,
      viewer: Address | undefined,
      index: number,
    ): Promise<MemberRow[]> =>
      recommendedCards(db, networkMembers(db, network), id, seed, viewer, index),

    /** How many segments a search page's place can be in (its cursor's first number). */
    searchSegments: SEGMENTS.length,

    /**
     * A page of a search: the best 10 from the page's place, on a generic plan. The values its
     * shape does not read (no range's end, no place) are left undefined.
     */
    searchPage: (
      shape: Shape,
      values: { [Name in keyof SearchValues]: SearchValues[Name] | undefined },
    ) => {
      const page = search.pageOf(shape)
      return withGenericPlans(db, (on) => page(values, on))
    },

    /** What the push sender `owner` holds, with each actor as they are now. */
    pushesHeld: (owner: string): Promise<HeldPush[]> => pushesHeld(pushDb, owner),

    // A member's things as others see them: none of a member not present (repo/shown.ts).
    shownPhotosOf: (wallet: Address) => shownPhotosOf(db, wallet),
    shownPhoto: (id: number) => shownPhoto(db, id),
    albumShowsImage: (key: string) => albumShowsImage(db, key),
    shownEmotion: (id: number) => shownEmotion(db, id),
    shownBadgesOf: (wallet: Address) => shownBadgesOf(db, wallet),
  }
}

export type ReadsService = ReturnType<typeof readsService>
