/**
 * PRODUCT.md §2, top bar: the first 5 characters, an ellipsis and the last 4, for an address of 9 or
 * more characters; a shorter text is shown whole.
 */
export function shortAddress(address: string): string {
  if (address.length < 9) return address
  return `${address.slice(0, 5)}…${address.slice(-4)}`
}

/** PRODUCT.md §2: the menu opens only for a full wallet address (0x and 40 hex digits). */
export const WALLET_ADDRESS_LENGTH = 42

export function isFullAddress(address: string | null | undefined): address is `0x${string}` {
  return address?.length === WALLET_ADDRESS_LENGTH
}
