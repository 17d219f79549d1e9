import { badgeShopAbi } from '@memap/contracts/generated/BadgeShop'
import { WHOOM_DECIMALS } from '@memap/shared/economy'
import {
  decodeAbiParameters,
  type Hex,
  parseAbiItem,
  parseEventLogs,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { ChainContext } from '../../chain/context.ts'
import { badRequest } from '../../errors.ts'

/** The ERC-677 overload of Transfer, emitted only by transferAndCall: named, not by name alone. */
const erc677Transfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value, bytes data)',
)

/**
 * Blocks a payment must be buried under before a badge is granted: 1 on the devnet, which
 * never reorganises; 3 on the OP chains (about 6 s), past the sequencer's unsafe head.
 */
export const PAYMENT_CONFIRMATIONS: Record<number, number> = { 31337: 1, 10: 3, 11155420: 3 }

export interface ExpectedPayment {
  buyer: `0x${string}`
  group: string
  badgeName: string
  price: number
}

/**
 * Checks, from its receipt, that `hash` paid for the badge (PRODUCT.md §13): it succeeded; the
 * Whoom token's transferAndCall moved exactly the price (18 decimals) from the buyer to the
 * badge shop with data decoding to the badge's group and name; and the shop recorded it.
 * Reading the events rather than the transaction's input also accepts smart-contract wallets,
 * whose transactions are sent by a bundler.
 */
export async function verifyBadgePayment(
  chain: ChainContext,
  hash: Hex,
  expected: ExpectedPayment,
) {
  const receipt = await fetchReceipt(chain, hash)
  if (receipt.status !== 'success')
    throw badRequest('payment_failed', 'transaction: the payment failed on chain')
  const value = BigInt(expected.price) * 10n ** BigInt(WHOOM_DECIMALS)
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

  const transfers = parseEventLogs({
    abi: [erc677Transfer],
    logs: receipt.logs.filter((log) => same(log.address, chain.contracts.main)),
  })
  const paid = transfers.some((log) => {
    if (!same(log.args.from, expected.buyer) || !same(log.args.to, chain.contracts.badge))
      return false
    if (log.args.value !== value) return false
    const decoded = decodeItem(log.args.data)
    return decoded?.[0] === expected.group && decoded[1] === expected.badgeName
  })
  if (!paid)
    throw badRequest(
      'payment_not_for_badge',
      'transaction: it is not a payment of this badge from this wallet',
    )

  const recorded = parseEventLogs({
    abi: badgeShopAbi,
    eventName: 'BadgePurchased',
    logs: receipt.logs.filter((log) => same(log.address, chain.contracts.badge)),
  }).some(
    (log) =>
      same(log.args.buyer, expected.buyer) &&
      log.args.group === expected.group &&
      log.args.badgeName === expected.badgeName &&
      log.args.value === value,
  )
  if (!recorded)
    throw badRequest(
      'payment_not_recorded',
      'transaction: the badge shop did not record this purchase',
    )
}

async function fetchReceipt(chain: ChainContext, hash: Hex): Promise<TransactionReceipt> {
  let receipt: TransactionReceipt
  try {
    receipt = await chain.publicClient.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) {
      throw badRequest(
        'payment_not_mined',
        'transaction: not mined yet or unknown; try again in a moment',
      )
    }
    throw error
  }
  const confirmations = PAYMENT_CONFIRMATIONS[chain.chainId] ?? 3
  if (confirmations > 1) {
    await chain.publicClient.waitForTransactionReceipt({ hash, confirmations, timeout: 30_000 })
  }
  return receipt
}

function decodeItem(data: Hex): readonly [string, string] | undefined {
  try {
    return decodeAbiParameters([{ type: 'string' }, { type: 'string' }], data)
  } catch {
    return undefined
  }
}
