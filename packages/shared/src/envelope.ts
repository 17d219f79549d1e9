import { z } from 'zod'

/** Every /v0 success answers `{ data }`; every failure `{ error }` (PRODUCT.md §10). */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ data })
export const errorBodySchema = z.object({ error: z.string() })
export type ErrorBody = z.infer<typeof errorBodySchema>
