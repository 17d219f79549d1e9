// The live event stream, `GET /v0/events` (Server-Sent Events). Types only, no zod: the web app
// reads the stream from its first screen on (type imports are erased).

import type { z } from 'zod'
import type { notificationEntrySchema } from './notifications.ts'

/**
 * The events and what their `data:` holds. `ready` opens every connection (`Resumed` when it
 * continues after a `Last-Event-ID`); `notification` is one entry as `/notification/list` has it,
 * with its id as the event's `id:`; `balance` and `unread` say the wallet's points and unread
 * notifications whenever they change (and once after `ready`).
 */
export interface LiveEvents {
  ready: { Resumed: boolean }
  notification: z.output<typeof notificationEntrySchema>
  balance: { Value: number }
  unread: { Count: number }
}
export type LiveEventName = keyof LiveEvents
export const LIVE_EVENT_NAMES = [
  'ready',
  'notification',
  'balance',
  'unread',
] as const satisfies readonly LiveEventName[]
