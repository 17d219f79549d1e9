import { WHOOM_DECIMALS } from '@memap/shared/economy'
import { encodeAbiParameters, formatUnits, type Hex } from 'viem'

/** A price in whole Whoom as the token's smallest unit (18 decimals). */
export function priceToWei(price: number): bigint {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`bad price ${price}`)
  return BigInt(price) * 10n ** BigInt(WHOOM_DECIMALS)
}

/** An amount in the token's smallest unit as Whoom, for display. */
export function weiToWhoom(wei: bigint): number {
  return Number(formatUnits(wei, WHOOM_DECIMALS))
}

/** transferAndCall's `data`: `abi.encode(string group, string badgeName)`, as the shop reads it. */
export function encodePurchaseData(group: string, badgeName: string): Hex {
  return encodeAbiParameters([{ type: 'string' }, { type: 'string' }], [group, badgeName])
}

/** PRODUCT.md §5: the on-chain balance must cover the price; a price of 0 always passes. */
export function coversPrice(balanceWei: bigint | undefined, price: number): boolean {
  if (price === 0) return true
  return balanceWei !== undefined && balanceWei >= priceToWei(price)
}

export type CatalogueBadge = { id: number; name: string; price: number }
export type BadgeChoice = CatalogueBadge & { group: string }

/** PRODUCT.md §2, §4: a badge can be picked only when it is not owned and no purchase is running. */
export function canPick(badgeId: number, owned: ReadonlySet<number>, purchasing: boolean): boolean {
  return !purchasing && !owned.has(badgeId)
}

/** A wallet's refusal (EIP-1193 4001), possibly wrapped by viem or wagmi. */
export function isUserRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++) {
    const { code, name } = e as { code?: unknown; name?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
