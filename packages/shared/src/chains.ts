// Plain constants, no zod: the web's first download imports them (bench/RESULTS.md, "Landing weight").

/** Chains MeMap runs on: OP Mainnet, OP Sepolia and the local devnet. */
export const SUPPORTED_CHAIN_IDS = [10, 11155420, 31337] as const
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number]
export const DEVNET_CHAIN_ID = 31337
