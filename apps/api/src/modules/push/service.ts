import type { Address } from '@memap/shared/address'
import {
  PUSH_KINDS,
  PUSH_SUBSCRIPTIONS_PER_WALLET,
  type PushKind,
  type PushSettings,
  type PushSubscriptionView,
} from '@memap/shared/push'
import { DEFAULT_TIME_ZONE } from '@memap/shared/server-render'
import type { Selectable } from 'kysely'
import type { PushConfig } from '../../config.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import type { PushSubscriptionTable } from '../../db/schema.ts'
import { AppError, badRequest, notFound } from '../../errors.ts'
import { p256PublicKey } from '../../lib/p256.ts'
import { knownTimeZone } from '../../lib/time-zone.ts'
import { endpointHost, endpointProblem } from './endpoint.ts'
import { bitsToKinds, kindsToBits } from './kinds.ts'
import { pushRepo } from './repo.ts'
import type { PushLanguage } from './texts.ts'

/** The session a request came with, as the push module keeps it: its public id and expiry. */
export interface SessionOfRequest {
  publicId: string
  expiresAt: string
}

export const PUSH_OFF = 'web push is not configured on this server'

/** Whether `p256dh` (base64url) is an uncompressed point of P-256, as a browser's key is. */
function isP256Point(p256dh: string): boolean {
  try {
    p256PublicKey(Buffer.from(p256dh, 'base64url'))
    return true
  } catch {
    return false
  }
}

const view = (row: Selectable<PushSubscriptionTable>, session: string): PushSubscriptionView => ({
  Host: endpointHost(row.endpoint),
  Kinds: bitsToKinds(row.kinds),
  Language: row.language,
  SessionId: row.session_id,
  Current: row.session_id === session,
  CreatedAt: row.created_at,
  UpdatedAt: row.updated_at,
})

/** A device's subscriptions, the member's quiet hours, and a test push (docs/ARCHITECTURE.md, "Web Push"). */
export function pushService(deps: { db: Db; config: PushConfig }) {
  const repo = pushRepo(deps.db)
  const on = () => {
    if (!deps.config.vapid) throw new AppError('push_off', PUSH_OFF)
  }

  return {
    /** The server's public key for `PushManager.subscribe`, or null when push is off. */
    publicKey: () => deps.config.vapid?.publicKey ?? null,

    /** Pushes not yet sent, and when the longest overdue fell due (the metrics). */
    backlog: () => repo.backlog(new Date()),

    /**
     * Subscribes this device (its endpoint) for the session's wallet. Refused, with the field
     * named, for an endpoint not on a listed push service and for keys no browser makes. A wallet
     * keeps its 10 most recent; an 11th drops the one subscribed longest ago.
     */
    async subscribe(
      walletAddr: Address,
      session: SessionOfRequest,
      input: {
        subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
        types?: PushKind[] | undefined
        language: PushLanguage
      },
      now = new Date(),
    ): Promise<PushSubscriptionView> {
      on()
      const { endpoint, keys } = input.subscription
      const problem = endpointProblem(endpoint, deps.config.serviceHosts)
      if (problem) throw badRequest('push_endpoint_refused', `subscription.endpoint: ${problem}`)
      if (!isP256Point(keys.p256dh)) {
        throw badRequest(
          'push_key_invalid',
          'subscription.keys.p256dh: must be an uncompressed point of P-256',
        )
      }
      const row = await withTransaction(deps.db, async (trx) => {
        const written = await pushRepo(trx).upsert({
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          wallet_addr: walletAddr,
          session_id: session.publicId,
          session_expires_at: session.expiresAt,
          kinds: kindsToBits(input.types ?? PUSH_KINDS),
          language: input.language,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        await pushRepo(trx).keepNewest(walletAddr, PUSH_SUBSCRIPTIONS_PER_WALLET)
        return written
      })
      return view(row, session.publicId)
    },

    /** The wallet's subscription of `endpoint` ends; answers whether there was one. */
    unsubscribe: (walletAddr: Address, endpoint: string) =>
      repo.removeEndpoint(walletAddr, endpoint),

    /** The wallet's devices that receive pushes, newest first; `Current` marks this session's. */
    async subscriptions(walletAddr: Address, session: string, now = new Date()) {
      return (await repo.live(walletAddr, now)).map((row) => view(row, session))
    },

    /**
     * The subscriptions of sessions that ended (signing out, revoking, a suspension) end with
     * them; the auth module tells of it.
     */
    sessionsEnded: (walletAddr: Address, sessions: string[] | 'all') =>
      repo.removeOfSessions(walletAddr, sessions),

    async settings(walletAddr: Address): Promise<PushSettings> {
      const row = await repo.settingsOf(walletAddr)
      return {
        QuietHours:
          row?.quiet_from && row.quiet_to ? { From: row.quiet_from, To: row.quiet_to } : null,
        TimeZone: row?.time_zone ?? DEFAULT_TIME_ZONE,
      }
    },

    /**
     * Sets the quiet hours, in `timeZone` (an IANA name: the body's, else the browser's from its
     * cookie, else Seoul's). Pushes due in them wait for their end.
     */
    async updateSettings(
      walletAddr: Address,
      input: {
        quietHours: { from: string; to: string } | null
        timeZone: string | undefined
        browserTimeZone: string | undefined
      },
      now = new Date(),
    ): Promise<PushSettings> {
      let timeZone = knownTimeZone(input.browserTimeZone) ?? DEFAULT_TIME_ZONE
      if (input.timeZone !== undefined) {
        const known = knownTimeZone(input.timeZone)
        if (!known)
          throw badRequest(
            'unknown_time_zone',
            'timeZone: is not a time zone this server knows (an IANA name such as Asia/Seoul)',
          )
        timeZone = known
      }
      await repo.saveSettings({
        wallet_addr: walletAddr,
        quiet_from: input.quietHours?.from ?? null,
        quiet_to: input.quietHours?.to ?? null,
        time_zone: timeZone,
        updated_at: now.toISOString(),
      })
      return {
        QuietHours: input.quietHours && { From: input.quietHours.from, To: input.quietHours.to },
        TimeZone: timeZone,
      }
    },

    /** Queues a test push to this session's subscriptions (quiet hours do not hold it back). */
    async test(walletAddr: Address, session: string, now = new Date()) {
      on()
      const queued = await repo.enqueueTest(walletAddr, session, now)
      if (queued === 0)
        throw notFound(
          'no_push_subscription',
          'this device has no push subscription; subscribe first',
        )
      return { Queued: queued }
    },
  }
}

export type PushService = ReturnType<typeof pushService>
