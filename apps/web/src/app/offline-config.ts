/**
 * Where the service worker keeps `GET /v0/config` (build-plugins/installable.ts): the one answer
 * of the API it caches, the same for everyone, so the app starts offline from the last one seen.
 */
export const CONFIG_CACHE = 'memap-config'
export const CONFIG_PATH = '/v0/config'
