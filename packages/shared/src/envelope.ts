import { z } from 'zod'

/**
 * Every /v0 success answers `{ data }`; every failure `{ error, code }` (PRODUCT.md §10): `error`
 * is a sentence for people, `code` what a program reads (refusal-codes.ts), `field` the field a
 * validation error is about, `values` the figures the sentence holds.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ data })
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  values: z
    .object({})
    .catchall(z.union([z.string(), z.number()]))
    .optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** The `data` of a write that answers nothing more than that it was done. */
export const doneSchema = z.literal(true)

/** The `data` of a call that answers one text: a nonce, a transaction hash, a link. */
export const textSchema = z.string()
