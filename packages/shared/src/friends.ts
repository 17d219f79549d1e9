import { z } from 'zod'
import { addressSchema } from './address.ts'
import { ID_MAX } from './rules.ts'
import { decimalUpTo, text } from './text.ts'

export const RECOMMEND_PAGE_SIZE = 10

/** The networks behind identity tags: the members feeling an emotion, or showing a badge. */
export const NETWORKS = ['emotion', 'badge'] as const
export type Network = (typeof NETWORKS)[number]

/** `POST /v0/friends/request`. `rejection` is always false here (PRODUCT.md §7). */
export const friendRequestBodySchema = z.object({
  walletAddr: addressSchema,
  targetWalletAddr: addressSchema,
  rejection: z.literal(false).optional(),
})

/** `POST /v0/friends/response`: the answer of walletAddr to the request from targetWalletAddr. */
export const friendResponseBodySchema = z.object({
  walletAddr: addressSchema,
  targetWalletAddr: addressSchema,
  rejection: z.boolean(),
})

/** `POST /v0/friends/delete`. */
export const friendDeleteBodySchema = z.object({
  walletAddr: addressSchema,
  targetWalletAddr: addressSchema,
})

export const friendListQuerySchema = z.object({ walletAddr: addressSchema })

/** 0: none, 1: a request is pending, 2: friends (PRODUCT.md §14). */
export const friendTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)])

export const friendSchema = z.object({
  WalletAddr: addressSchema,
  UserName: z.string(),
  ProfileImage: z.string(),
  UpdateAt: z.string(),
  Svn: z.number().int(),
  FriendType: friendTypeSchema,
})

/** `GET /v0/friends/recommend/list`: members of one identity-graph network, shuffled by seed. */
export const recommendQuerySchema = z.object({
  walletAddr: z
    .union([z.literal(''), addressSchema])
    .optional()
    .transform((value) => value || undefined),
  /** An identity tag, `<network>:<id>` (`emotion:3`, `badge:12`). */
  objectId: text(
    { pattern: `^(?:${NETWORKS.join('|')}):${decimalUpTo(ID_MAX)}$` },
    { pattern: `must be a tag such as emotion:1 or badge:1, its id at most ${ID_MAX}` },
  ),
  index: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000)
    .default(0),
  seed: z
    .string()
    .regex(/^[0-9a-f]{1,64}$/, 'must be hex')
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
export const recommendPageSchema = z.object({
  Friends: z.array(friendSchema),
  Seed: z.string(),
  Index: z.number().int(),
})

/** `POST /v0/block` and `POST /v0/unblock`: the owner blocks (or stops blocking) the target. */
export const blockBodySchema = friendDeleteBodySchema

/** `GET /v0/block/list?walletAddr=`: the members the owner blocks, the latest first. */
export const blockedMemberSchema = z.object({
  WalletAddr: addressSchema,
  UserName: z.string(),
  ProfileImage: z.string(),
  BlockedAt: z.string(),
})
export type BlockedMember = z.output<typeof blockedMemberSchema>
