import type * as config from '../config.ts'
import { publicEndpoint, rawEndpoint } from '../endpoint.ts'

// What the web app needs to start, and what operators and wallets reach (PRODUCT.md §7, §14).

export const publicConfig = publicEndpoint<{ data: typeof config.publicConfigSchema }>(
  'GET',
  '/config',
)

/** 200 `{ data }` when healthy, 503 with the failing parts otherwise. */
export const health = rawEndpoint('GET', '/health', 'public')

/** The devnet's JSON-RPC relay: JSON-RPC in, JSON-RPC out. */
export const rpcRelay = rawEndpoint('POST', '/rpc', 'public')
