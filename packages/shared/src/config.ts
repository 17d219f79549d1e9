import { z } from 'zod'
import { addressSchema } from './address.ts'

export const VERSION_LABEL = 'Beta v1.0'

/** Chains MeMap runs on: OP Mainnet, OP Sepolia and the local devnet. */
export const SUPPORTED_CHAIN_IDS = [10, 11155420, 31337] as const
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number]
export const DEVNET_CHAIN_ID = 31337

/** `GET /v0/config`: what the web app learns at run time, so one build serves every chain. */
export const publicConfigSchema = z.object({
  chainId: z.union([z.literal(10), z.literal(11155420), z.literal(31337)]),
  rpcUrl: z.url(),
  contracts: z.object({
    nft: addressSchema,
    main: addressSchema,
    badge: addressSchema,
  }),
  walletConnectProjectId: z.string(),
  version: z.string(),
})
export type PublicConfig = z.output<typeof publicConfigSchema>
