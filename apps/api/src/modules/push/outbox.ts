import type { Address } from '@memap/shared/address'
import type { NotificationType } from '@memap/shared/notifications'
import type { Db } from '../../db/database.ts'
import { kindBit, PUSHED } from './kinds.ts'
import { pushRepo } from './repo.ts'

/**
 * What the notifier hands each notification it writes, in the same transaction: a push queued
 * for each of the reader's subscriptions that take its kind, so that a notification and its
 * pushes commit, or roll back, together, and a push is never sent for a write that failed.
 * Nothing is queued while push is off.
 */
export function pushOutbox(options: { enabled: boolean }) {
  return {
    async enqueue(
      trx: Db,
      notification: {
        walletAddr: Address
        type: NotificationType
        value: number
        info?: string | null | undefined
        actorAddr?: Address | null | undefined
      },
      now: Date,
    ): Promise<void> {
      const kind = PUSHED[notification.type]
      if (!options.enabled || !kind) return
      await pushRepo(trx).enqueue({
        walletAddr: notification.walletAddr,
        kind,
        bit: kindBit(kind),
        actorAddr: notification.actorAddr ?? null,
        actorName: notification.info ?? null,
        value: notification.value,
        now,
      })
    },
  }
}

export type PushOutbox = ReturnType<typeof pushOutbox>
