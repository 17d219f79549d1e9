import type { PushPayload } from '@memap/shared/push'
import webpush from 'web-push'
import type { VapidDetails } from '../../config.ts'
import { DELIVERY } from './kinds.ts'

/** The most a payload may weigh before encryption: push services take 4 KB with its overhead. */
export const PAYLOAD_MAX_BYTES = 3072

/** A push service that has not answered in this long is tried again later. */
const SEND_TIMEOUT_MS = 10_000

/** What became of a push, from its service's answer (RFC 8030 §5, §6.2). */
export type SendOutcome =
  | { outcome: 'sent' }
  /** 404 or 410: the subscription expired or was ended by the browser; it is removed. */
  | { outcome: 'gone' }
  /** 429, a 5xx or no answer: sent again later (after `retryAfterMs` when the service said). */
  | { outcome: 'retry'; status: number | undefined; retryAfterMs: number | undefined }
  /** Any other answer (a payload or key the service refuses): sending it again would not help. */
  | { outcome: 'refused'; status: number }

/** `Retry-After` in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/**
 * Sends one push: web-push encrypts the payload to the subscription's keys (aes128gcm,
 * RFC 8291) and signs the request with the server's VAPID key (RFC 8292), `Topic` naming its
 * kind so that a push service replaces a push of the same kind still waiting for the device. The
 * request goes out with fetch, following no redirect: the address checked at subscription is the
 * only one called.
 */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  vapid: VapidDetails,
): Promise<SendOutcome> {
  const body = JSON.stringify(payload)
  if (Buffer.byteLength(body) > PAYLOAD_MAX_BYTES) throw new Error('a push payload over 3 KB')
  const delivery = DELIVERY[payload.kind]
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    body,
    {
      vapidDetails: vapid,
      contentEncoding: 'aes128gcm',
      TTL: delivery.ttl,
      urgency: delivery.urgency,
      topic: payload.kind,
    },
  )
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      // fetch writes the length itself.
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  let response: Response
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
  } catch {
    return { outcome: 'retry', status: undefined, retryAfterMs: undefined }
  }
  await response.body?.cancel()
  const status = response.status
  if (status >= 200 && status < 300) return { outcome: 'sent' }
  if (status === 404 || status === 410) return { outcome: 'gone' }
  if (status === 429 || status >= 500) {
    return {
      outcome: 'retry',
      status,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after'), Date.now()),
    }
  }
  return { outcome: 'refused', status }
}
