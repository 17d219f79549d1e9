import type { z } from 'zod'
import { ownerEndpoint, publicEndpoint, viewerEndpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'
import type * as friends from '../friends.ts'

// Friends, friend requests, blocks and the networks behind identity tags (PRODUCT.md §7, §14).

export const sendFriendRequest = ownerEndpoint<{
  body: typeof friends.friendRequestBodySchema
  data: typeof doneSchema
}>('POST', '/friends/request')

export const answerFriendRequest = ownerEndpoint<{
  body: typeof friends.friendResponseBodySchema
  data: typeof doneSchema
}>('POST', '/friends/response')

export const endFriendship = ownerEndpoint<{
  body: typeof friends.friendDeleteBodySchema
  data: typeof doneSchema
}>('POST', '/friends/delete')

export const friendList = publicEndpoint<{
  query: typeof friends.friendListQuerySchema
  data: z.ZodArray<typeof friends.friendSchema>
}>('GET', '/friends/list')

export const recommendedMembers = viewerEndpoint<{
  query: typeof friends.recommendQuerySchema
  data: typeof friends.recommendPageSchema
}>('GET', '/friends/recommend/list')

export const blockMember = ownerEndpoint<{
  body: typeof friends.blockBodySchema
  data: typeof doneSchema
}>('POST', '/block')

export const unblockMember = ownerEndpoint<{
  body: typeof friends.blockBodySchema
  data: typeof doneSchema
}>('POST', '/unblock')

export const blockedMembers = ownerEndpoint<{
  query: typeof friends.friendListQuerySchema
  data: z.ZodArray<typeof friends.blockedMemberSchema>
}>('GET', '/block/list')
