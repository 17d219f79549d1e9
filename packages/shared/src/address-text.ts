// No zod and no viem: the web's first download checks addresses with it (bench/RESULTS.md, "Landing weight").

/** 0x and 40 hex digits, in any letter case: what the API accepts as a wallet address. */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

export function isAddressText(value: string): value is `0x${string}` {
  return ADDRESS_PATTERN.test(value)
}
