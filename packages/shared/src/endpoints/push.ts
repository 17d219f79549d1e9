import type { z } from 'zod'
import { ownerEndpoint } from '../endpoint.ts'
import type * as push from '../push.ts'

// Web Push: this device's subscriptions, quiet hours and a test push (PRODUCT.md §2, /settings). The server's
// public key is `pushPublicKey` in `GET /v0/config`.

export const pushSubscribe = ownerEndpoint<{
  body: typeof push.pushSubscribeBodySchema
  data: typeof push.pushSubscriptionSchema
}>('POST', '/push/subscribe')

export const pushUnsubscribe = ownerEndpoint<{
  body: typeof push.pushUnsubscribeBodySchema
  data: typeof push.pushUnsubscribedSchema
}>('POST', '/push/unsubscribe')

export const pushSubscriptions = ownerEndpoint<{
  query: typeof push.pushOwnerSchema
  data: z.ZodArray<typeof push.pushSubscriptionSchema>
}>('GET', '/push/subscriptions')

export const pushSettings = ownerEndpoint<{
  query: typeof push.pushOwnerSchema
  data: typeof push.pushSettingsSchema
}>('GET', '/push/settings')

export const updatePushSettings = ownerEndpoint<{
  body: typeof push.pushSettingsBodySchema
  data: typeof push.pushSettingsSchema
}>('PUT', '/push/settings')

export const pushTest = ownerEndpoint<{
  body: typeof push.pushOwnerSchema
  data: typeof push.pushTestSchema
}>('POST', '/push/test')
