import { z } from 'zod'

/** Every /v0 success answers `{ data }`; every failure `{ error }` (PRODUCT.md §10). */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ data })
export const errorBodySchema = z.object({ error: z.string() })
export type ErrorBody = z.infer<typeof errorBodySchema>

/** The `data` of a write that answers nothing more than that it was done. */
export const doneSchema = z.literal(true)

/** The `data` of a call that answers one text: a nonce, a transaction hash, a link. */
export const textSchema = z.string()
