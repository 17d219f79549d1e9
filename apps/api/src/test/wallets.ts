import type { Address } from '@memap/shared/address'

/** A made-up wallet for rows a test writes: `n` in decimal digits, padded to 40. */
export const testWallet = (n: number): Address => `0x${String(n).padStart(40, '0')}`
