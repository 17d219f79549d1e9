import { ownerEndpoint, publicEndpoint, rawEndpoint, viewerEndpoint } from '../endpoint.ts'
import type { doneSchema, textSchema } from '../envelope.ts'
import type * as profile from '../profile.ts'

// Membership and profiles (PRODUCT.md §7, §14).

export const hasMeMap = publicEndpoint<{
  body: typeof profile.userCheckBodySchema
  data: typeof profile.nftStatusSchema
}>('POST', '/user/check')

export const checkUsername = publicEndpoint<{
  query: typeof profile.checkUsernameQuerySchema
  data: typeof profile.usernameCheckSchema
}>('GET', '/profile/checkUsername')

export const joinReward = ownerEndpoint<{
  query: typeof profile.joinRewardQuerySchema
  data: typeof profile.joinRewardSchema
}>('GET', '/profile/join-reward')

export const registerProfile = ownerEndpoint<{
  body: typeof profile.registerFieldsSchema
  form: true
  file: 'optional'
  data: typeof profile.registeredSchema
}>('POST', '/profile/register', 'form')

export const updateProfile = ownerEndpoint<{
  body: typeof profile.updateFieldsSchema
  form: true
  file: 'optional'
  data: typeof doneSchema
}>('POST', '/profile/update', 'form')

/** Answers the link as saved (empty when cleared). */
export const updateCustomUrl = ownerEndpoint<{
  body: typeof profile.updateCustomUrlFieldsSchema
  form: true
  data: typeof textSchema
}>('POST', '/profile/updateCustomURL', 'form')

export const userInfo = viewerEndpoint<{
  query: typeof profile.userInfoQuerySchema
  data: typeof profile.userInfoSchema
}>('GET', '/user/info')

/** ERC-721 metadata, read by wallets and marketplaces as a plain JSON document. */
export const nftMetadata = rawEndpoint('GET', '/nft/:tokenId', 'public')
