import { z } from 'zod'

/** Every /v0 success answers `{ data }`; every failure `{ error }` (decisions §1). */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ data })
export const errorBodySchema = z.object({ error: z.string() })
export type ErrorBody = z.infer<typeof errorBodySchema>

export const API_PREFIX = '/v0'
export const API_KEY_HEADER = 'X-API-Key'

/** The one API key of the embedded default, compiled into the local web build. */
export const LOCAL_API_KEY = 'memap-local-web'
