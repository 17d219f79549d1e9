import type { Address } from '@memap/shared/address'
import { type Insertable, type SqlBool, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { isPostgres } from '../../db/dialect.ts'
import type { PushSubscriptionTable } from '../../db/schema.ts'

/** The push module's tables: subscriptions, the outbox and quiet hours. */
export function pushRepo(db: Db) {
  /** Removes subscriptions with the pushes waiting for them. */
  async function removeSubscriptions(ids: number[]) {
    if (ids.length === 0) return
    await db.deleteFrom('push_outbox').where('subscription_id', 'in', ids).execute()
    await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute()
  }
  const idsOf = (rows: Array<{ id: number }>) => rows.map((row) => row.id)

  return {
    removeSubscriptions,

    /**
     * Writes the subscription of its endpoint (one row an endpoint). An endpoint another wallet
     * held moves to this one, and what was waiting for the other wallet there is dropped.
     */
    async upsert(row: Insertable<PushSubscriptionTable>) {
      const held = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'wallet_addr'])
        .where('endpoint', '=', row.endpoint)
        .executeTakeFirst()
      if (held && held.wallet_addr !== row.wallet_addr) await removeSubscriptions([held.id])
      return db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('endpoint').doUpdateSet((eb) => ({
            p256dh: eb.ref('excluded.p256dh'),
            auth: eb.ref('excluded.auth'),
            session_id: eb.ref('excluded.session_id'),
            session_expires_at: eb.ref('excluded.session_expires_at'),
            kinds: eb.ref('excluded.kinds'),
            language: eb.ref('excluded.language'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /** Drops the wallet's least recently subscribed beyond `limit`. */
    async keepNewest(walletAddr: Address, limit: number) {
      const beyond = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('wallet_addr', '=', walletAddr)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .offset(limit)
        .limit(1000)
        .execute()
      await removeSubscriptions(idsOf(beyond))
    },

    /** The wallet's subscriptions whose session has not expired, newest first. */
    live: (walletAddr: Address, now: Date) =>
      db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('wallet_addr', '=', walletAddr)
        .where('session_expires_at', '>', now.toISOString())
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** The wallet's subscription of `endpoint` ends; true when there was one. */
    async removeEndpoint(walletAddr: Address, endpoint: string) {
      const rows = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('wallet_addr', '=', walletAddr)
        .where('endpoint', '=', endpoint)
        .execute()
      await removeSubscriptions(idsOf(rows))
      return rows.length > 0
    },

    /** The subscriptions of the wallet's sessions that ended (by public id), or all of them. */
    async removeOfSessions(walletAddr: Address, sessions: string[] | 'all') {
      if (sessions !== 'all' && sessions.length === 0) return
      let query = db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('wallet_addr', '=', walletAddr)
      if (sessions !== 'all') query = query.where('session_id', 'in', sessions)
      await removeSubscriptions(idsOf(await query.execute()))
    },

    /** Every subscription whose session expired: nobody signed in on that device any more. */
    async removeExpired(now: Date) {
      const rows = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('session_expires_at', '<=', now.toISOString())
        .limit(1000)
        .execute()
      await removeSubscriptions(idsOf(rows))
    },

    /** Everything the wallet has here: subscriptions, pushes waiting, quiet hours (leaving). */
    async removeWallet(walletAddr: Address) {
      await db.deleteFrom('push_outbox').where('wallet_addr', '=', walletAddr).execute()
      await db.deleteFrom('push_subscriptions').where('wallet_addr', '=', walletAddr).execute()
      await db.deleteFrom('push_settings').where('wallet_addr', '=', walletAddr).execute()
    },

    /** Every subscription of the wallet, for its export. */
    allOf: (walletAddr: Address) =>
      db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('wallet_addr', '=', walletAddr)
        .orderBy('id')
        .execute(),

    settingsOf: (walletAddr: Address) =>
      db
        .selectFrom('push_settings')
        .selectAll()
        .where('wallet_addr', '=', walletAddr)
        .executeTakeFirst(),

    saveSettings: (row: {
      wallet_addr: Address
      quiet_from: string | null
      quiet_to: string | null
      time_zone: string
      updated_at: string
    }) =>
      db
        .insertInto('push_settings')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('wallet_addr').doUpdateSet((eb) => ({
            quiet_from: eb.ref('excluded.quiet_from'),
            quiet_to: eb.ref('excluded.quiet_to'),
            time_zone: eb.ref('excluded.time_zone'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute(),

    /**
     * Queues a push for each subscription of the reader that takes `bit`: one statement, which
     * writes nothing for a member without subscriptions (most of them).
     */
    enqueue: (push: {
      walletAddr: Address
      kind: string
      bit: number
      actorAddr: Address | null
      actorName: string | null
      value: number
      now: Date
    }) => {
      const now = push.now.toISOString()
      return db
        .insertInto('push_outbox')
        .columns([
          'subscription_id',
          'wallet_addr',
          'kind',
          'actor_addr',
          'actor_name',
          'value',
          'created_at',
          'due_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('push_subscriptions')
            .select((select) => [
              'id',
              'wallet_addr',
              select.val(push.kind).as('kind'),
              sql<Address | null>`cast(${push.actorAddr} as text)`.as('actor_addr'),
              sql<string | null>`cast(${push.actorName} as text)`.as('actor_name'),
              select.val(push.value).as('value'),
              select.val(now).as('created_at'),
              select.val(now).as('due_at'),
            ])
            .where('wallet_addr', '=', push.walletAddr)
            .where(sql<SqlBool>`(kinds & ${push.bit}) <> 0`),
        )
        .execute()
    },

    /** Queues a test push for the subscriptions of one session; answers how many. */
    async enqueueTest(walletAddr: Address, sessionId: string, now: Date) {
      const subscriptions = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('wallet_addr', '=', walletAddr)
        .where('session_id', '=', sessionId)
        .execute()
      for (const { id } of subscriptions) {
        await db
          .insertInto('push_outbox')
          .values({
            subscription_id: id,
            wallet_addr: walletAddr,
            kind: 'test',
            value: 0,
            created_at: now.toISOString(),
            due_at: now.toISOString(),
          })
          .execute()
      }
      return subscriptions.length
    },

    /**
     * Takes up to `limit` due pushes for `owner` until `until`: pushes nobody holds, or whose
     * holder's claim ran out. One conditional update, so two senders never take the same row
     * (PostgreSQL skips rows another is taking; SQLite has one writer at a time). A push waits
     * while one of its kind to the same device is on its way: sent after it, it counts it ("Mina
     * and 1 other"), where sent alongside it would replace it on the device uncounted.
     */
    async claim(owner: string, now: Date, until: Date, limit: number) {
      const at = now.toISOString()
      const free = db
        .selectFrom('push_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('due_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('push_outbox as sending')
                .select('sending.id')
                .whereRef('sending.subscription_id', '=', 'push_outbox.subscription_id')
                .whereRef('sending.kind', '=', 'push_outbox.kind')
                .where('sending.sent_at', 'is', null)
                .where('sending.claimed_until', '>', at),
            ),
          ),
        )
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
      const result = await db
        .updateTable('push_outbox')
        .set({ claimed_by: owner, claimed_until: until.toISOString() })
        .where('id', 'in', isPostgres(db) ? free.forUpdate().skipLocked() : free)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    /** Who acted in the pushes of a kind sent to a subscription since `since` (for the count). */
    sentSince: (subscriptionId: number, kind: string, since: Date) =>
      db
        .selectFrom('push_outbox')
        .select(['actor_addr', 'value'])
        .where('subscription_id', '=', subscriptionId)
        .where('kind', '=', kind)
        .where('sent_at', '>=', since.toISOString())
        .execute(),

    /** Who holds pushes now. */
    holders: async (now: Date) =>
      (
        await db
          .selectFrom('push_outbox')
          .select('claimed_by')
          .distinct()
          .where('sent_at', 'is', null)
          .where('claimed_until', '>', now.toISOString())
          .execute()
      ).flatMap((row) => (row.claimed_by === null ? [] : [row.claimed_by])),

    /** Gives back what `holder` holds, due at once (its holder is gone). */
    release: (holder: string) =>
      db
        .updateTable('push_outbox')
        .set({ claimed_by: null, claimed_until: null })
        .where('claimed_by', '=', holder)
        .where('sent_at', 'is', null)
        .execute(),

    markSent: (ids: number[], now: Date) =>
      db
        .updateTable('push_outbox')
        .set({ sent_at: now.toISOString(), claimed_by: null, claimed_until: null })
        .where('id', 'in', ids)
        .execute(),

    /** Gives pushes back to the queue, due at `dueAt` (a retry counts as an attempt). */
    putOff: (ids: number[], dueAt: Date, retry: boolean) =>
      db
        .updateTable('push_outbox')
        .set((eb) => ({
          due_at: dueAt.toISOString(),
          claimed_by: null,
          claimed_until: null,
          attempts: retry ? eb('attempts', '+', 1) : eb.ref('attempts'),
        }))
        .where('id', 'in', ids)
        .execute(),

    drop: (ids: number[]) => db.deleteFrom('push_outbox').where('id', 'in', ids).execute(),

    /** Sent pushes past the counting window are of no more use. */
    purgeSent: (before: Date) =>
      db.deleteFrom('push_outbox').where('sent_at', '<', before.toISOString()).execute(),

    /**
     * Pushes not yet sent (waiting their turn, a retry or the end of quiet hours), and when the
     * longest overdue of them fell due: how far behind the senders are.
     */
    backlog: async (now: Date) => {
      const row = await db
        .selectFrom('push_outbox')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn
            .min(eb.case().when('due_at', '<=', now.toISOString()).then(eb.ref('due_at')).end())
            .as('oldestDue'),
        ])
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), oldestDue: row.oldestDue as string | null }
    },
  }
}

export type PushRepo = ReturnType<typeof pushRepo>
