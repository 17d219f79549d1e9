/**
 * How often a client asks the devnet for a receipt. viem's default, for a chain without a block
 * time, is 4 s; the devnet mines a transaction as it comes and has its receipt a few milliseconds
 * later, so each wait (a badge payment's check, the local wallet's faucet, a test's transfer)
 * cost up to 4 s.
 */
export const DEVNET_POLLING_MS = 100
