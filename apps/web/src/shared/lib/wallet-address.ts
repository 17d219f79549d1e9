import type { Address } from '@memap/shared/address'
import { isAddressText } from '@memap/shared/address-text'

/**
 * The web's one check of a wallet address: 0x and 40 hex digits in any letter case, which is what
 * the API's `addressSchema` accepts. Built on its pattern, not on it: zod and viem are no part of
 * the first download (bench/RESULTS.md, "Landing weight"). The text is kept as given (no checksum
 * form): the API answers with the checksum form, and the app compares wallets without case.
 */
export function isWalletAddress(value: unknown): value is Address {
  return typeof value === 'string' && isAddressText(value)
}
