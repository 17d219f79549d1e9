import { ownerEndpoint, rawEndpoint } from '../endpoint.ts'
import type { textSchema } from '../envelope.ts'
import type * as social from '../social.ts'

// Linked X and Telegram accounts (PRODUCT.md §7, §14).

/** A browser navigation that redirects to X. */
export const linkX = rawEndpoint('GET', '/auth/x', 'owner')

/** Where X sends the browser back; redirects to the profile. */
export const linkXCallback = rawEndpoint('GET', '/auth/x/callback', 'public')

export const unlinkX = ownerEndpoint<{
  body: typeof social.xUpdateStatusBodySchema
  data: typeof social.xUnlinkedSchema
}>('POST', '/auth/x/updateStatus')

/** Answers the linked Telegram username. */
export const linkTelegram = ownerEndpoint<{
  body: typeof social.telegramLinkBodySchema
  data: typeof textSchema
}>('POST', '/auth/telegram')
