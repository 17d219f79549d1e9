import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import { badRequest, conflict, forbidden, memapRequired, notFound } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { DailyInteractions } from '../daily/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { ReadsService } from '../reads/service.ts'
import { emotionsRepo } from './repo.ts'

export const EMOTION_PRIVATE_MESSAGE = 'this member keeps emotion details private'

/** The daily emotion, its reason, and cheers (PRODUCT.md §12, §14). */
export function emotionsService(deps: {
  db: Db
  profiles: ProfilesService
  /** Whose emotions others may see (reads' shownEmotion). */
  reads: ReadsService
  blocks: BlocksService
  ledger: PointsLedger
  interactions: DailyInteractions
}) {
  const { db, profiles, ledger } = deps
  const repo = emotionsRepo(db)

  async function requireMember(wallet: Address) {
    const user = await profiles.findByWallet(wallet)
    if (!user) throw memapRequired()
    return user
  }

  /**
   * A posted emotion that `viewer` may see: its owner's, or anyone's while the owner shows
   * emotion details (OpenProfile). Hidden ones answer 403 to everyone else, so neither reading
   * nor cheering one tells what it is. A suspended member's are nobody's (404).
   */
  async function findShown(userEmotionId: number, viewer: Address | undefined) {
    const posted = await deps.reads.shownEmotion(userEmotionId)
    if (!posted) throw notFound('no_such_emotion', 'no such emotion')
    const owner = await profiles.findByWallet(posted.wallet_addr)
    if (owner?.open_profile === 0 && viewer !== posted.wallet_addr) {
      throw forbidden('emotion_private', EMOTION_PRIVATE_MESSAGE)
    }
    return posted
  }

  return {
    catalogue: async (withHidden: boolean) =>
      (await repo.catalogue(withHidden)).map((row) => ({
        EmotionId: row.id,
        EmotionName: row.name,
      })),

    /**
     * One emotion a Seoul day, +5 Whoom once a wallet and Seoul day: the reward's key is the
     * wallet's day, so that an emotion posted again after leaving and joining pays nothing.
     */
    async post(wallet: Address, emotionId: number, description: string, now = new Date()) {
      await requireMember(wallet)
      const emotion = await repo.findEmotion(emotionId)
      if (!emotion || emotion.hidden)
        throw badRequest('unknown_emotion', 'emotionId: no such emotion')
      const day = seoulDay(now)
      if (await repo.postedOn(wallet, day))
        throw conflict('emotion_posted_today', "today's emotion is already posted")
      try {
        return await withTransaction(db, async (trx) => {
          const { id } = await emotionsRepo(trx).insertPosted({
            wallet_addr: wallet,
            emotion_id: emotionId,
            description: description.trim(),
            day,
            created_at: now.toISOString(),
          })
          const paid = await ledger.post(
            trx,
            {
              walletAddr: wallet,
              type: 'emotion_posting',
              amount: ECONOMY.emotionReward,
              idempotencyKey: `emotion_posting:${wallet}:${day}`,
              info: emotion.name,
            },
            now,
          )
          return { UserEmotionId: String(id), Reward: paid ? ECONOMY.emotionReward : 0 }
        })
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('emotion_posted_today', "today's emotion is already posted")
        throw error
      }
    },

    /** The reason and cheers of a posted emotion; hidden from others when OpenProfile is off. */
    async info(userEmotionId: number, viewer: Address | undefined) {
      const posted = await findShown(userEmotionId, viewer)
      const [total, cheered] = await Promise.all([
        repo.cheersOf(userEmotionId),
        viewer ? repo.hasCheered(userEmotionId, viewer) : false,
      ])
      return { Description: posted.description, TotalCheers: total, CheersStatus: cheered }
    },

    /** A cheer: not one's own, once per emotion, within the daily allowance; +2 to each side. */
    async cheer(wallet: Address, userEmotionId: number, now = new Date()) {
      const me = await requireMember(wallet)
      const posted = await findShown(userEmotionId, wallet)
      if (posted.wallet_addr === wallet)
        throw badRequest('cannot_cheer_own', 'you cannot cheer your own emotion')
      await deps.blocks.refuseIfBlocked(wallet, posted.wallet_addr)
      if (await repo.hasCheered(userEmotionId, wallet))
        throw conflict('already_cheered', 'you already cheered this emotion')
      // Each side's news names the other member, as named now (PRODUCT.md §4).
      const owner = await profiles.findByWallet(posted.wallet_addr)
      const day = seoulDay(now)
      try {
        await withTransaction(db, async (trx) => {
          await emotionsRepo(trx).insertCheer({
            user_emotion_id: userEmotionId,
            wallet_addr: wallet,
            target_addr: posted.wallet_addr,
            day,
            created_at: now.toISOString(),
          })
          await deps.interactions.take(trx, wallet, now)
          const key = `cheer:${userEmotionId}:${wallet}`
          await ledger.post(
            trx,
            {
              walletAddr: wallet,
              type: 'emotion_cheer_request',
              amount: ECONOMY.cheerReward,
              counterpart: posted.wallet_addr,
              idempotencyKey: `${key}:given`,
              info: owner?.name ?? null,
              notification: { actorAddr: wallet, targetAddr: posted.wallet_addr },
            },
            now,
          )
          await ledger.post(
            trx,
            {
              walletAddr: posted.wallet_addr,
              type: 'emotion_cheer_receive',
              amount: ECONOMY.cheerReward,
              counterpart: wallet,
              idempotencyKey: `${key}:received`,
              info: me.name,
              notification: { actorAddr: wallet, targetAddr: posted.wallet_addr },
            },
            now,
          )
        })
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('already_cheered', 'you already cheered this emotion')
        throw error
      }
    },
  }
}

export type EmotionsService = ReturnType<typeof emotionsService>
