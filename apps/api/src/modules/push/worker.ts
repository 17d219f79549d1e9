import type { Address } from '@memap/shared/address'
import type { PushPayload, PushPayloadKind } from '@memap/shared/push'
import type { FastifyBaseLogger } from 'fastify'
import type { VapidDetails } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { isDeadLocalProcess, leaseOwner } from '../../lib/lease.ts'
import type { PushOutcome } from '../../metrics/gauges.ts'
import { imageUrl } from '../../storage/images.ts'
import type { HeldPush } from '../reads/service.ts'
import { DELIVERY, isPayloadKind } from './kinds.ts'
import { quietUntil } from './quiet-hours.ts'
import { pushRepo } from './repo.ts'
import { type SendOutcome, sendPush } from './send.ts'
import { type PushLanguage, pushWords } from './texts.ts'

/** Pushes a round takes at most, and how many of them are on their way at once. */
const ROUND_SIZE = 100
const SENDS_AT_ONCE = 25
/**
 * How long a sender holds what it took. Above a round's longest (four waves of sends, each at
 * most the send timeout of 10 s); a group whose hold is about to run out is given back unsent,
 * so that no other sender can take it while it is on its way.
 */
const CLAIM_MS = 60_000
const CLAIM_MARGIN_MS = 15_000
/** Pushes of a kind sent to a device within this are counted by the next ("and 4 others"). */
export const COUNT_WINDOW_MS = 60_000
/** Retries: 10 s, doubling, at most an hour apart; after this many tries a push is dropped. */
const RETRY_BASE_MS = 10_000
const RETRY_MAX_MS = 3_600_000
const MAX_ATTEMPTS = 8
/** Expired subscriptions and pushes past the count are removed this often. */
const TIDY_EVERY_MS = 60_000

/** Kinds that tell of another member: not sent once either blocks the other or they are gone. */
const FROM_A_MEMBER: ReadonlySet<PushPayloadKind> = new Set([
  'friend_request',
  'friend_accepted',
  'cheer',
  'like',
])

export interface PushWorker {
  /** Looks for pushes now rather than at the next poll. */
  wake(): void
  stop(): Promise<void>
}

/**
 * Sends the outbox (docs/ARCHITECTURE.md, "Web Push"). Every instance runs one; each round takes
 * due pushes nobody holds (`claim`: one conditional update, so no two senders take one row),
 * sends one push per subscription and kind, counting the pushes of that kind sent to it within the
 * minute, and records what came of it. Checked at sending, not at queueing: the subscription's
 * session, a block either way, the actor still present, and the reader's quiet hours.
 */
export function startPushWorker(options: {
  db: Db
  vapid: VapidDetails
  /**
   * What the sender `owner` holds, with the actor as they are now (present, a block either way):
   * the read layer's, on this sender's connections.
   */
  held: (owner: string) => Promise<HeldPush[]>
  log: FastifyBaseLogger
  pollMs?: number
  /** Told what became of the pushes it took (the metrics' `memap_pushes_total`). */
  onOutcome?: (outcome: PushOutcome, pushes: number) => void
}): PushWorker {
  const { db, vapid, held, log } = options
  const counted = (outcome: PushOutcome, pushes: number) => options.onOutcome?.(outcome, pushes)
  const repo = pushRepo(db)
  const owner = leaseOwner()
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  let tidiedAt = 0

  /** The group's push as the reader will read it, counting the minute's pushes of its kind. */
  async function payloadOf(
    group: HeldPush[],
    kind: PushPayloadKind,
    now: Date,
  ): Promise<PushPayload> {
    const last = group[group.length - 1] as HeldPush
    const language = last.language as PushLanguage
    const earlier = await repo.sentSince(
      last.subscription_id,
      kind,
      new Date(now.getTime() - COUNT_WINDOW_MS),
    )
    const actors = new Set<Address | null>([...earlier, ...group].map((row) => row.actor_addr))
    actors.delete(last.actor_addr)
    const value = [...earlier, ...group].reduce((sum, row) => sum + row.value, 0)
    const name = last.actor_name_now ?? last.actor_name ?? ''
    const words = pushWords(language, kind)({ name, others: actors.size, value })
    return {
      kind,
      ...words,
      url: DELIVERY[kind].url,
      ...(FROM_A_MEMBER.has(kind) && last.actor_image ? { icon: imageUrl(last.actor_image) } : {}),
      tag: `memap-${kind}`,
      lang: language,
    }
  }

  /** Sends one subscription's pushes of one kind as one, and records what came of it. */
  async function sendGroup(group: HeldPush[], heldUntil: number) {
    const first = group[0] as HeldPush
    const now = new Date()
    if (Date.parse(first.session_expires_at) <= now.getTime()) {
      await repo.removeSubscriptions([first.subscription_id])
      counted('dropped', group.length)
      return
    }
    const kind = first.kind
    if (!isPayloadKind(kind)) {
      await repo.drop(group.map((row) => row.id))
      counted('dropped', group.length)
      return
    }
    const visible = FROM_A_MEMBER.has(kind)
      ? group.filter((row) => row.actor_present !== null && !Number(row.blocked))
      : group
    const hidden = group.filter((row) => !visible.includes(row))
    if (hidden.length > 0) {
      await repo.drop(hidden.map((row) => row.id))
      counted('dropped', hidden.length)
    }
    if (visible.length === 0) return
    const ids = visible.map((row) => row.id)
    if (kind !== 'test' && first.quiet_from && first.quiet_to && first.time_zone) {
      const until = quietUntil(
        { from: first.quiet_from, to: first.quiet_to, timeZone: first.time_zone },
        now,
      )
      if (until) {
        await repo.putOff(ids, until, false)
        return
      }
    }
    if (Date.now() > heldUntil - CLAIM_MARGIN_MS) {
      await repo.putOff(ids, now, false)
      return
    }
    const result = await sendPush(first, await payloadOf(visible, kind, now), vapid)
    await record(result, visible, first.subscription_id)
  }

  async function record(result: SendOutcome, group: HeldPush[], subscriptionId: number) {
    const ids = group.map((row) => row.id)
    const now = new Date()
    switch (result.outcome) {
      case 'sent':
        await repo.markSent(ids, now)
        counted('sent', ids.length)
        return
      case 'gone':
        await repo.removeSubscriptions([subscriptionId])
        counted('gone', ids.length)
        return
      case 'refused':
        log.warn(
          { status: result.status, pushes: ids.length },
          'a push service refused a push; it is dropped',
        )
        await repo.drop(ids)
        counted('refused', ids.length)
        return
      case 'retry': {
        const attempts = Math.max(...group.map((row) => row.attempts)) + 1
        if (attempts >= MAX_ATTEMPTS) {
          log.warn(
            { status: result.status, attempts },
            'a push was not taken after its last try; it is dropped',
          )
          await repo.drop(ids)
          counted('dropped', ids.length)
          return
        }
        const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1))
        await repo.putOff(ids, new Date(now.getTime() + (result.retryAfterMs ?? backoff)), true)
        counted('retry', ids.length)
      }
    }
  }

  /**
   * Pushes held by a sender of this machine that died (a server killed and started again) go
   * back at once rather than when their hold runs out: a push it handed to the push service
   * before dying is sent again then, but a minute sooner, and the device shows it once (its
   * Topic and tag replace the first).
   */
  async function releaseDeadHolders(now: Date) {
    for (const holder of await repo.holders(now)) {
      if (isDeadLocalProcess(holder)) await repo.release(holder)
    }
  }

  /** One round; answers whether more pushes may be due at once. */
  async function round(): Promise<boolean> {
    const now = new Date()
    if (now.getTime() - tidiedAt >= TIDY_EVERY_MS) {
      tidiedAt = now.getTime()
      await releaseDeadHolders(now)
      await repo.purgeSent(new Date(now.getTime() - COUNT_WINDOW_MS))
      await repo.removeExpired(now)
    }
    const heldUntil = now.getTime() + CLAIM_MS
    const taken = await repo.claim(owner, now, new Date(heldUntil), ROUND_SIZE)
    if (taken === 0) return false
    const groups = new Map<string, HeldPush[]>()
    for (const row of await held(owner)) {
      const key = `${row.subscription_id}:${row.kind}`
      groups.set(key, [...(groups.get(key) ?? []), row])
    }
    const waiting = [...groups.values()]
    const sender = async () => {
      for (let group = waiting.shift(); group; group = waiting.shift()) {
        await sendGroup(group, heldUntil).catch((error) => {
          log.warn({ err: error }, 'a push could not be sent; it is tried again once its hold ends')
        })
      }
    }
    await Promise.all(Array.from({ length: SENDS_AT_ONCE }, sender))
    return taken === ROUND_SIZE
  }

  async function loop() {
    try {
      do {
        again = false
        if (stopped) return
        if (await round()) again = true
      } while (again)
    } catch (error) {
      log.warn({ err: error }, 'a round of the push outbox failed; it runs again shortly')
    }
  }

  function wake() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = loop().finally(() => {
      running = undefined
    })
  }

  const timer = setInterval(wake, options.pollMs ?? 1_000)
  wake()
  return {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
