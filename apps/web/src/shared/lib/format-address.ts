/**
 * PRODUCT.md §2, top bar: the first 5 characters, an ellipsis and the last 4, for an address of 9 or
 * more characters; a shorter text is shown whole.
 */
export function shortAddress(address: string): string {
  if (address.length < 9) return address
  return `${address.slice(0, 5)}…${address.slice(-4)}`
}
