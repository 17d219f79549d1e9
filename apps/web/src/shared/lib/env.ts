import { LOCAL_API_KEY } from '@memap/shared/api'
import { z } from 'zod'

// Build-time environment, parsed once. Everything chain-related comes at run time from
// `GET /v0/config`; see vite.config.ts.
const envSchema = z.object({
  VITE_API_KEY: z
    .string()
    .optional()
    // Unset, the build talks to the embedded default's API, which knows this key.
    .transform((value) => value?.trim() || LOCAL_API_KEY),
})

const parsed = envSchema.safeParse(import.meta.env)
if (!parsed.success) {
  throw new Error(`Invalid build environment:\n${z.prettifyError(parsed.error)}`)
}

export const env = { apiKey: parsed.data.VITE_API_KEY }
