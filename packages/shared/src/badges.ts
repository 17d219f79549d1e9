import { z } from 'zod'
import { addressSchema } from './address.ts'
import { rowIdSchema } from './rules.ts'
import { checkedByServer } from './server-checks.ts'

/** `GET /v0/badge/list`: the catalogue by group; prices in whole Whoom. */
export const badgeGroupSchema = z.object({
  group: z.string(),
  badges: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number().int() })),
})

export const ownedBadgesQuerySchema = z.object({ walletAddr: addressSchema })
export const ownedBadgeSchema = z.object({
  badgeId: z.number().int(),
  badgeName: z.string(),
  status: z.boolean(),
})

/** A badge the member asks to buy: one of the shop's catalogue. */
const shopBadgeId = checkedByServer(rowIdSchema(), 'a badge of the catalogue (GET /v0/badge/list)')

/** `POST /v0/badge/apply`: the listed owned badges become active, the rest inactive. */
export const applyBadgesBodySchema = z.object({
  walletAddr: addressSchema,
  badgeIds: checkedByServer(z.array(rowIdSchema()).max(100), 'badges the wallet owns'),
})

/** The badges active after `POST /v0/badge/apply`. */
export const appliedBadgesSchema = z.object({ active: z.array(z.number().int()) })

/** `POST /v0/badge/purchase`, a form: the on-chain payment's transaction hash. */
export const purchaseBadgeBodySchema = z.object({
  badgeId: shopBadgeId,
  walletAddr: addressSchema,
  transaction: checkedByServer(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash')
      .transform((value) => value.toLowerCase() as `0x${string}`),
    "a mined payment of the badge's price from the wallet to the badge shop",
  ),
})

/**
 * What became of a payment from the wallet (`POST /v0/badge/purchase`): the badge is now owned, or
 * the wallet had it already (bought meanwhile with a signature, or by another payment) and the
 * payment is sent back to the wallet (PRODUCT.md §13).
 */
export const walletPurchaseSchema = z.object({
  badgeId: z.number().int(),
  status: z.enum(['owned', 'refunded']),
})

/** The identity-graph ObjectId of a badge, as /findnetwork passes it back. */
export const badgeObjectId = (badgeId: number) => `badge:${badgeId}`

/** `GET /v0/badge/permit`: the badge the wallet means to buy with a signature. */
export const badgePermitQuerySchema = z.object({
  walletAddr: addressSchema,
  badgeId: shopBadgeId,
})

const typedDataField = z.object({ name: z.string(), type: z.string() })
/** A uint256 of the typed data, as decimal text (a price in 18-decimal units exceeds a number). */
const uintText = z.string().regex(/^\d+$/)

/**
 * The EIP-712 typed data of the Whoom permit that pays for the badge (PRODUCT.md §13), as
 * `eth_signTypedData_v4` takes it: the price to the badge shop, the token's nonce for the wallet,
 * a deadline (unix seconds) a few minutes ahead.
 */
export const badgePermitSchema = z.object({
  domain: z.object({
    name: z.string(),
    version: z.string(),
    chainId: z.number().int(),
    verifyingContract: z.string(),
  }),
  types: z.object({
    EIP712Domain: z.array(typedDataField),
    Permit: z.array(typedDataField),
  }),
  primaryType: z.literal('Permit'),
  message: z.object({
    owner: z.string(),
    spender: z.string(),
    value: uintText,
    nonce: uintText,
    deadline: uintText,
  }),
})

/** A signature's bytes: 64 or 65 of an account, more of a smart-contract wallet (ERC-1271, ERC-6492). */
const signatureSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2}){64,8192}$/, 'must be a signature: 0x and 64 to 8192 bytes in hex')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** `POST /v0/badge/purchase-signed`: the permit of `GET /v0/badge/permit`, signed. */
export const purchaseSignedBodySchema = z.object({
  walletAddr: addressSchema,
  badgeId: shopBadgeId,
  /** The permit's deadline, as it was signed. */
  deadline: checkedByServer(
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(2 ** 40, 'must be a time in unix seconds'),
    'the deadline of a permit the server gave (GET /v0/badge/permit): not past, within the hour',
  ),
  signature: signatureSchema,
  /**
   * The price in whole Whoom the member was shown and signed. Optional: without it, a price that
   * changed since is refused as a signature that does not match; with it, in those words.
   */
  price: z.number().int().min(0).optional(),
})

/** The signed purchase is on its way: owned once its transaction confirms. */
export const signedPurchaseSchema = z.object({
  badgeId: z.number().int(),
  status: z.literal('pending'),
})

/** `GET /v0/badge/user/list/pending`: the wallet's signed purchases not yet confirmed. */
export const pendingBadgeSchema = z.object({ badgeId: z.number().int(), badgeName: z.string() })
