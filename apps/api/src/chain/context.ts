import type { Address } from '@memap/shared/address'
import type { ChainClients } from './clients.ts'

export interface ContractAddresses {
  nft: Address
  main: Address
  badge: Address
  /** The BatchMinter (contracts version 3): without one, each job is a transaction of its own. */
  batch?: Address
}

/** Everything the API knows about its chain, built once at start and passed in. */
export interface ChainContext extends ChainClients {
  chainId: 10 | 11155420 | 31337
  /** The RPC the server itself uses. */
  rpcUrl: string
  contracts: ContractAddresses
  /** True on the local anvil devnet, where the API also relays the browser's RPC calls. */
  isDevnet: boolean
}
