import { LOCAL_API_KEY } from '@memap/shared/api'

// Build-time environment. Everything chain-related comes at run time from `GET /v0/config`; see
// vite.config.ts.

/** Unset or blank, the build talks to the embedded default's API, which knows LOCAL_API_KEY. */
const apiKey: unknown = import.meta.env.VITE_API_KEY
export const env = {
  apiKey: (typeof apiKey === 'string' && apiKey.trim()) || LOCAL_API_KEY,
}
