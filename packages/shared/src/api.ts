// Plain constants, no zod: the web's first download imports them (bench/RESULTS.md, "Landing weight"). The envelope's
// schemas are in envelope.ts.

export const API_PREFIX = '/v0'
export const API_KEY_HEADER = 'X-API-Key'

/** The one API key of the embedded default, compiled into the local web build. */
export const LOCAL_API_KEY = 'memap-local-web'

/** Every page the server sends embeds `GET /v0/config`'s answer in the element of this id. */
export const EMBEDDED_CONFIG_ID = 'memap-config'

/**
 * A shared profile's page (`/memap?user=…`) embeds the profile in the element of this id, as
 * `EmbeddedProfile`: what `GET /v0/user/info` answers the page's signed-in viewer (or nobody).
 */
export const EMBEDDED_PROFILE_ID = 'memap-profile'
