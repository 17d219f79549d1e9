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

/** How a badge is paid: a signed permit the server sends (no gas), or a transaction from the wallet. */
export type PurchaseWay = 'signature' | 'transaction'

/**
 * The wallet cannot sign typed data (EIP-1193 4200 or JSON-RPC -32601/-32004: `eth_signTypedData_v4`
 * unknown to it), possibly wrapped by viem or wagmi.
 */
export function cannotSignTypedData(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++) {
    const { code, name } = e as { code?: unknown; name?: unknown }
    if (code === 4200 || code === -32601 || code === -32004) return true
    if (
      name === 'UnsupportedProviderMethodError' ||
      name === 'MethodNotFoundRpcError' ||
      name === 'MethodNotSupportedRpcError'
    ) {
      return true
    }
    e = (e as { cause?: unknown }).cause
  }
  return false
}

// The wallets found unable to sign typed data in this tab (sessionStorage: kept across reloads,
// forgotten with the tab): they pay from the wallet at once, without a signature asked first.
const STORAGE_KEY = 'memap:pay-from-wallet'
const transactionOnly = new Set<string>()

function remembered(): Set<string> {
  try {
    const stored = globalThis.sessionStorage?.getItem(STORAGE_KEY)
    for (const wallet of stored ? (JSON.parse(stored) as string[]) : []) transactionOnly.add(wallet)
  } catch {
    // No storage (a private window, a test): the page's memory alone.
  }
  return transactionOnly
}

/** The way a wallet pays: by signature, unless it was found unable to sign typed data. */
export function purchaseWayOf(wallet: string): PurchaseWay {
  return remembered().has(wallet.toLowerCase()) ? 'transaction' : 'signature'
}

export function payFromWallet(wallet: string): void {
  const wallets = remembered().add(wallet.toLowerCase())
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify([...wallets]))
  } catch {
    // Kept in the page's memory only.
  }
}
