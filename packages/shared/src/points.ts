import { z } from 'zod'
import { addressSchema } from './address.ts'
import { WHOOM_HISTORY_TYPES } from './economy.ts'
import { rowIdSchema } from './rules.ts'
import { checkedByServer } from './server-checks.ts'

/** `GET /v0/point/check-user`: the balance, and whether it covers `point` when given. */
export const checkUserPointQuerySchema = z.object({
  walletAddr: addressSchema,
  point: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
})
export const pointBalanceSchema = z.object({
  Value: z.number().int(),
  Checker: z.boolean().optional(),
})

/** A page of a list: `index` 0 asks for the first page; the answer's `Index` asks for the next. */
export const pageQuerySchema = z.object({
  walletAddr: addressSchema,
  // The next page's `Index` is a row id.
  index: rowIdSchema(0).default(0),
})

export const POINT_HISTORY_PAGE_SIZE = 20

/**
 * A withdrawal in the history: the Whoom that reach the wallet and the fee (their sum is the
 * entry's debit), pending until the mint is final on chain, then paid with the transaction that
 * paid it (the last one: a replacement at the same nonce, or a new batch, changes it).
 */
export const withdrawalDetailsSchema = z.object({
  Status: z.enum(['pending', 'paid']),
  Received: z.number().int(),
  Fee: z.number().int(),
  /** The paying transaction once paid; empty before. */
  TxHash: z.string(),
})
export type WithdrawalDetails = z.output<typeof withdrawalDetailsSchema>

export const pointHistoryEntrySchema = z.object({
  WhoomHistoryTypeName: z.enum(WHOOM_HISTORY_TYPES),
  Value: z.number().int(),
  CreateAt: z.string(),
  /** For a withdrawal (`withdraw`); null for every other entry. */
  Withdrawal: withdrawalDetailsSchema.nullable(),
})
export const pointHistoryPageSchema = z.object({
  History: z.array(pointHistoryEntrySchema),
  Index: z.number().int(),
})

/**
 * `POST /v0/withdraw`, multipart. `amount`: the whole Whoom to send to the wallet (the 1 Whoom fee
 * is debited besides); without it, the whole balance less the fee. Answers the transaction hash.
 */
export const withdrawFieldsSchema = z.object({
  walletAddr: addressSchema,
  amount: checkedByServer(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(Number.MAX_SAFE_INTEGER),
    'at most the balance less the 1 Whoom fee',
  ).optional(),
})

/** `GET /v0/erc20/{tokenContract}/balanceOf?account=`. */
export const erc20BalanceParamsSchema = z.object({ tokenContract: addressSchema })
export const erc20BalanceQuerySchema = z.object({ account: addressSchema })
export const erc20BalanceSchema = z.object({ balance: z.string().regex(/^\d+$/) })
