/**
 * The routes reached without an API key, as the README lists them ("Configuration"), by method
 * and pattern: written out here, not asked of the plugin, so that the tests check the plugin.
 * The OpenAPI document's own routes (`/v0/docs…`) are open too.
 */
export const DOCUMENTED_OPEN_ROUTES: ReadonlySet<string> = new Set([
  'GET /v0/config',
  'GET /v0/health',
  'GET /v0/nft/:tokenId',
  'GET /v0/images/:key',
  'POST /v0/rpc',
  'GET /v0/auth/x',
  'GET /v0/auth/x/callback',
  'GET /v0/events',
])
