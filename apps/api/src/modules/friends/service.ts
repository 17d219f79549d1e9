import { randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { ECONOMY, INSUFFICIENT_FOR_FRIEND_REQUEST } from '@memap/shared/economy'
import type { friendSchema } from '@memap/shared/friends'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { z } from 'zod'
import { withTransaction } from '../../db/changes.ts'
import { compileOnce } from '../../db/compile-once.ts'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../errors.ts'
import { imageUrl } from '../../storage/images.ts'
import type { BlocksService } from '../blocks/service.ts'
import { notify, settleNotifications } from '../notifications/service.ts'
import { InsufficientBalanceError, postPoints } from '../points/service.ts'
import { defineProfileSection } from '../profiles/section.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { type NetworkMembers, recommendedPageQuery } from './network.ts'
import { friendsRepo } from './repo.ts'

type Friend = z.output<typeof friendSchema>

const FRIEND_LIMIT_MESSAGE = `a member may have at most ${ECONOMY.friendLimit} friends`

/** A row of a list of members, as the list queries read it. */
interface ListRow {
  wallet_addr: string
  name: string
  profile_image: string | null
  svn: number
  update_at: string
  friend_type: number
}

const toFriend = (row: ListRow): Friend => ({
  WalletAddr: row.wallet_addr as Address,
  UserName: row.name,
  ProfileImage: row.profile_image ? imageUrl(row.profile_image) : '',
  UpdateAt: row.update_at,
  Svn: row.svn,
  FriendType: Number(row.friend_type) as Friend['FriendType'],
})

/** Friend requests that cost the target's SNV, friendships, and the networks behind tags. */
export function friendsService(deps: {
  db: Db
  profiles: ProfilesService
  blocks: BlocksService
  networks: Record<string, NetworkMembers>
}) {
  const { db, profiles } = deps
  const repo = friendsRepo(db)

  async function member(wallet: string, missing: () => AppError) {
    const user = await profiles.findByWallet(wallet)
    if (!user) throw missing()
    return user
  }

  async function requireRoom(...wallets: string[]) {
    for (const wallet of wallets) {
      if ((await repo.countFriends(wallet)) >= ECONOMY.friendLimit)
        throw conflict(FRIEND_LIMIT_MESSAGE)
    }
  }

  // The friend list's query, built and compiled at its first run; a run binds the owner.
  let friendList: ((values: { owner: string }) => Promise<ListRow[]>) | undefined

  /** FriendType and FriendDate of the profile for the viewer; none on one's own, or for nobody. */
  const profileSection = defineProfileSection<{ since: string | null; pendingId: number | null }>({
    // Without a viewer the view's viewer is the target, for whom both subqueries find nothing.
    values: ({ target, viewer }) => ({
      since: repo.friendshipQuery(viewer, target).$asScalar(),
      pendingId: repo.pendingBetweenQuery(viewer, target).$asScalar(),
    }),
    toInfo: ({ since, pendingId }) => {
      if (since !== null) return { FriendType: 2, FriendDate: since }
      return pendingId !== null ? { FriendType: 1 } : {}
    },
  })

  return {
    profileSection,

    /** Holds the target's SNV from the requester until the target answers. */
    async request(requester: Address, target: Address, now = new Date()) {
      if (requester === target) throw badRequest('targetWalletAddr: you cannot befriend yourself')
      const from = await member(requester, () => forbidden('create your MeMap first'))
      const to = await member(target, () => notFound('targetWalletAddr: no MeMap for this wallet'))
      await deps.blocks.refuseIfBlocked(requester, target)
      if (await repo.friendship(requester, target)) throw conflict('you are already friends')
      if (await repo.pendingBetween(requester, target))
        throw conflict('a friend request is already pending')
      await requireRoom(requester, target)
      try {
        await withTransaction(db, async (trx) => {
          const { id } = await friendsRepo(trx).insertRequest({
            requester,
            target,
            amount: to.svn,
            now: now.toISOString(),
          })
          await postPoints(
            trx,
            {
              walletAddr: requester,
              type: 'friend_request_sent',
              amount: -to.svn,
              counterpart: target,
              idempotencyKey: `friend_request:${id}:hold`,
              info: to.name,
              notification: false,
            },
            now,
          )
          await notify(
            trx,
            {
              walletAddr: target,
              type: 'friend_receive',
              value: to.svn,
              info: from.name,
              actorAddr: requester,
              targetAddr: target,
              awaitingAnswer: true,
            },
            now,
          )
        })
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw badRequest(INSUFFICIENT_FOR_FRIEND_REQUEST)
        if (isUniqueViolation(error)) throw conflict('a friend request is already pending')
        throw error
      }
    },

    /** The target's answer: accept (friends both ways, the SNV to the target) or reject (a refund). */
    async respond(target: Address, requester: Address, rejection: boolean, now = new Date()) {
      const pending = await repo.pendingFrom(requester, target)
      if (!pending) throw notFound('no pending friend request from this wallet')
      if (!rejection) await requireRoom(requester, target)
      const [from, to] = await Promise.all([
        profiles.findByWallet(requester),
        profiles.findByWallet(target),
      ])
      const at = now.toISOString()
      await withTransaction(db, async (trx) => {
        const tx = friendsRepo(trx)
        if (!(await tx.answer(pending.id, rejection ? 'rejected' : 'accepted', at))) {
          throw conflict('this friend request was already answered')
        }
        await settleNotifications(
          trx,
          target,
          'friend_receive',
          requester,
          rejection ? 'declined' : 'accepted',
        )
        if (rejection) {
          await postPoints(
            trx,
            {
              walletAddr: requester,
              type: 'friend_request_rejection',
              amount: pending.amount,
              counterpart: target,
              idempotencyKey: `friend_request:${pending.id}:refund`,
              info: to?.name ?? null,
              notification: { actorAddr: target, targetAddr: requester },
            },
            now,
          )
          return
        }
        await tx.befriend(requester, target, at)
        await postPoints(
          trx,
          {
            walletAddr: target,
            type: 'friend_request',
            amount: pending.amount,
            counterpart: requester,
            idempotencyKey: `friend_request:${pending.id}:accept`,
            info: from?.name ?? null,
            notification: { actorAddr: requester, targetAddr: target },
          },
          now,
        )
        await notify(
          trx,
          {
            walletAddr: requester,
            type: 'friend_request_accept',
            value: 0,
            info: to?.name ?? null,
            actorAddr: target,
            targetAddr: requester,
          },
          now,
        )
      })
    },

    /** Ends a friendship; the one who ends it pays 20 Whoom. */
    async remove(wallet: Address, friend: Address, now = new Date()) {
      const friendship = await repo.friendship(wallet, friend)
      if (!friendship) throw notFound('you are not friends')
      const [me, them] = await Promise.all([
        profiles.findByWallet(wallet),
        profiles.findByWallet(friend),
      ])
      try {
        await withTransaction(db, async (trx) => {
          if (!(await friendsRepo(trx).unfriend(wallet, friend)))
            throw notFound('you are not friends')
          await postPoints(
            trx,
            {
              walletAddr: wallet,
              type: 'friend_delete',
              amount: -ECONOMY.friendDeletePayment,
              counterpart: friend,
              idempotencyKey: `friend_delete:${wallet}:${friend}:${friendship.since}`,
              info: them?.name ?? null,
              notification: { actorAddr: wallet, targetAddr: friend },
            },
            now,
          )
          await notify(
            trx,
            {
              walletAddr: friend,
              type: 'friend_delete',
              value: 0,
              info: me?.name ?? null,
              actorAddr: wallet,
              targetAddr: friend,
            },
            now,
          )
        })
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw badRequest('insufficient point balance')
        throw error
      }
    },

    /**
     * `wallet` blocks `target`: their friendship ends without the delete fee and a request
     * pending either way is cancelled with its full refund, in one transaction. The blocked
     * member is not notified (the requester's refund shows in their history). Blocking again
     * changes nothing.
     */
    async block(wallet: Address, target: Address, now = new Date()) {
      if (wallet === target) throw badRequest('targetWalletAddr: you cannot block yourself')
      await member(target, () => notFound('targetWalletAddr: no MeMap for this wallet'))
      await withTransaction(db, async (trx) => {
        if (!(await deps.blocks.insertIn(trx, wallet, target, now))) return
        const tx = friendsRepo(trx)
        await tx.unfriend(wallet, target)
        const pending = await tx.pendingBetween(wallet, target)
        if (!pending || !(await tx.answer(pending.id, 'cancelled', now.toISOString()))) return
        await settleNotifications(
          trx,
          pending.target_addr,
          'friend_receive',
          pending.requester_addr,
          'declined',
        )
        await postPoints(
          trx,
          {
            walletAddr: pending.requester_addr,
            type: 'friend_request_rejection',
            amount: pending.amount,
            counterpart: pending.target_addr,
            idempotencyKey: `friend_request:${pending.id}:refund`,
            notification: false,
          },
          now,
        )
      })
    },

    /** Lifts `wallet`'s block of `target`; what the block ended stays ended. */
    async unblock(wallet: Address, target: Address) {
      if (!(await deps.blocks.remove(wallet, target)))
        throw notFound('targetWalletAddr: you have not blocked this member')
    },

    /** The members `wallet` blocks, the latest first, with their cards. */
    async blockList(wallet: Address) {
      const blocked = await deps.blocks.blockedBy(wallet)
      const cards = await Promise.all(blocked.map((row) => profiles.findByWallet(row.blocked_addr)))
      return blocked.map((row, i) => ({
        WalletAddr: row.blocked_addr as Address,
        UserName: cards[i]?.name ?? '',
        ProfileImage: cards[i]?.profile_image ? imageUrl(cards[i]?.profile_image as string) : '',
        BlockedAt: row.created_at,
      }))
    },

    /** A member's friends, newest friendship first: one query. */
    async list(wallet: Address) {
      friendList ??= compileOnce(db, ['owner'], ({ owner }) =>
        repo.friendList(owner, profiles.cards()),
      )
      return (await friendList({ owner: wallet })).map(toFriend)
    },

    /**
     * A page of 10 members of the network behind an identity tag, the viewer left out, in an
     * order shuffled by `seed`: the same seed gives the same order, so pages never repeat or
     * skip a member (see `recommendedPageQuery`).
     */
    async recommend(viewer: Address | undefined, objectId: string, index: number, seed?: string) {
      // The schema checked the tag's shape and id; the network must also exist.
      const [prefix = '', id] = objectId.split(':')
      const members = Object.hasOwn(deps.networks, prefix) ? deps.networks[prefix] : undefined
      if (!members) throw badRequest('objectId: no such network')
      const useSeed = seed ?? randomBytes(8).toString('hex')
      // Members who block the viewer, or whom the viewer blocks, are left out of the network.
      const visible = viewer
        ? (wallet: Expression<string>) =>
            sql<SqlBool>`not (${deps.blocks.eitherWay(viewer, wallet)})`
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
    },
  }
}

export type FriendsService = ReturnType<typeof friendsService>
