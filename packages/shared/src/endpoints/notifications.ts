import { ownerEndpoint, rawEndpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'
import type * as notifications from '../notifications.ts'
import type { pageQuerySchema } from '../points.ts'

// News: the notifications, their read state, and the live stream of them (PRODUCT.md §7, §14).

export const notificationPage = ownerEndpoint<{
  query: typeof pageQuerySchema
  data: typeof notifications.notificationPageSchema
}>('GET', '/notification/list')

export const unreadCount = ownerEndpoint<{
  query: typeof notifications.notificationOwnerSchema
  data: typeof notifications.unreadCountSchema
}>('GET', '/notification/unread-count')

export const markNotificationsRead = ownerEndpoint<{
  body: typeof notifications.notificationOwnerSchema
  data: typeof doneSchema
}>('POST', '/notification/read')

/** Server-Sent Events (shared/events.ts says what they carry), not a `{ data }` answer. */
export const liveEvents = rawEndpoint('GET', '/events', 'owner')
