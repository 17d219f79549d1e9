import { z } from 'zod'
import { addressSchema } from './address.ts'
import { friendTypeSchema } from './friends.ts'
import { SEARCH_QUERY_MAX } from './limits.ts'
import { checkedByServer } from './server-checks.ts'
import { text, trimmedLength } from './text.ts'

// Finding people by name (PRODUCT.md §14, "Find people"): the matching rules are search-terms.ts.

export { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from './limits.ts'
export const SEARCH_QUERY_MESSAGE = `must be 1 to ${SEARCH_QUERY_MAX} characters`

/**
 * `GET /v0/user/search?walletAddr=&q=&index=`: the signed-in member searches. `q` counts as it
 * reads once trimmed (an emoji or a syllable is one character); `index` is 0 for the first page,
 * then the `Index` of the page before.
 */
export const searchQuerySchema = z.object({
  walletAddr: addressSchema,
  q: text(
    { maxLength: 1000, pattern: trimmedLength(1, SEARCH_QUERY_MAX) },
    { type: SEARCH_QUERY_MESSAGE, maxLength: SEARCH_QUERY_MESSAGE, pattern: SEARCH_QUERY_MESSAGE },
  ).transform((value) => value.trim()),
  index: checkedByServer(
    z.coerce.string().max(1000, 'must be 0 or the Index of the page before'),
    'the Index of the page before, or 0',
  ).default('0'),
})

export const foundMemberSchema = z.object({
  WalletAddr: addressSchema,
  UserName: z.string(),
  ProfileImage: z.string(),
  Svn: z.number().int(),
  FriendType: friendTypeSchema,
})
export type FoundMember = z.output<typeof foundMemberSchema>

/** A page of members found, best first; `Index` asks for the next page (an empty page ends it). */
export const searchPageSchema = z.object({
  Members: z.array(foundMemberSchema),
  Index: z.string(),
})
