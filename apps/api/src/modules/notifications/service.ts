import type { Address } from '@memap/shared/address'
import type { NotificationType } from '@memap/shared/notifications'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { notificationsRepo } from './repo.ts'

export interface NotificationInput {
  /** Who reads it. */
  walletAddr: Address
  type: NotificationType
  value: number
  info?: string | null
  /** The wallet that acted, and the one it acted on (WalletAddr, TargetWalletAddr). */
  actorAddr?: Address | null
  targetAddr?: Address | null
  /** True while the reader still has to answer it (a pending friend request). */
  awaitingAnswer?: boolean
}

/**
 * What else a notification writes in its transaction: the push module's outbox, handed in by
 * app.ts (declared here, so that this module, which every module uses, imports none of them).
 */
export interface NotificationListener {
  enqueue(trx: Db, input: NotificationInput, now: Date): Promise<void>
}

/**
 * `select_status`: 1 while the reader has to answer (a pending friend request), then the answer
 * given; 0 for a notification that asks nothing (or was answered before answers were kept).
 */
export const ANSWER_STATUS = { accepted: 2, declined: 3 } as const
export type Answer = keyof typeof ANSWER_STATUS

/**
 * How other modules write notifications, handed to them by app.ts: always in the caller's
 * transaction, since a notification is part of the use case that writes it. With `pushes`, each
 * notification queues its pushes in that transaction too (the push module's outbox).
 */
export function notifier(deps: { pushes?: NotificationListener } = {}) {
  return {
    /**
     * Writes a notification, in its reader's id order (the repository's `insert`); its reader's
     * live streams hear of it, and its devices get a push.
     */
    async notify(trx: Db, input: NotificationInput, now: Date): Promise<void> {
      await notificationsRepo(trx).insert({
        wallet_addr: input.walletAddr,
        type: input.type,
        value: input.value,
        info: input.info ?? null,
        actor_addr: input.actorAddr ?? null,
        target_addr: input.targetAddr ?? null,
        select_status: input.awaitingAnswer ? 1 : 0,
        created_at: now.toISOString(),
      })
      await deps.pushes?.enqueue(trx, input, now)
      recordChange(trx, { walletAddr: input.walletAddr })
    },

    /**
     * Takes back what `notify` wrote of `type` with `info` (a payment whose block was reorganised
     * away): the reader's news and live streams no longer show it.
     */
    async retract(trx: Db, walletAddr: Address, type: NotificationType, info: string) {
      await notificationsRepo(trx).retract(walletAddr, type, info)
      recordChange(trx, { walletAddr })
    },
    /** Marks the reader's notifications of `type` from `actorAddr` as answered, with the answer. */
    async settle(
      trx: Db,
      walletAddr: Address,
      type: NotificationType,
      actorAddr: Address,
      answer: Answer,
    ): Promise<void> {
      await notificationsRepo(trx).settle(walletAddr, type, actorAddr, ANSWER_STATUS[answer])
    },
  }
}

export type Notifier = ReturnType<typeof notifier>
