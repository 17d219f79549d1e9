import type { PublicClient } from 'viem'

/** What a transaction bids for its gas (EIP-1559): it pays the block's base fee plus the tip. */
export interface Fees {
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/**
 * Nodes take a replacement at the same nonce only if it bids at least 10 % more, fee and tip
 * alike (geth's default price bump); 12.5 % leaves room for rounding.
 */
const BUMP_NUMERATOR = 9n
const BUMP_DENOMINATOR = 8n

const min = (a: bigint, b: bigint) => (a < b ? a : b)
const max = (a: bigint, b: bigint) => (a > b ? a : b)

/** Caps both parts of a bid at `cap`, the tip never above the fee. */
export function capped(fees: Fees, cap: bigint): Fees {
  const maxFeePerGas = min(fees.maxFeePerGas, cap)
  return { maxFeePerGas, maxPriorityFeePerGas: min(fees.maxPriorityFeePerGas, maxFeePerGas) }
}

/**
 * The bid for a transaction now: twice the next block's base fee plus the chain's suggested tip,
 * so that it still gets in after a few full blocks; never more than `cap`. The base fee is the
 * pending block's (it already holds a jump announced for the next block), else the latest's.
 */
export async function currentFees(client: PublicClient, cap: bigint): Promise<Fees> {
  const [block, tip] = await Promise.all([
    client.getBlock({ blockTag: 'pending' }).catch(() => client.getBlock({ blockTag: 'latest' })),
    client.estimateMaxPriorityFeePerGas().catch(() => 0n),
  ])
  const baseFee = block.baseFeePerGas ?? 0n
  return capped({ maxFeePerGas: baseFee * 2n + tip, maxPriorityFeePerGas: tip }, cap)
}

/**
 * The bid of a replacement: at least an eighth more than `previous` on both parts (else nodes
 * refuse it), at least what the chain asks `now`, never more than `cap`. Undefined when the cap
 * leaves no room for a bump: the transaction waits for the base fee to fall.
 */
export function bumped(previous: Fees, now: Fees, cap: bigint): Fees | undefined {
  const raise = (value: bigint) =>
    (value * BUMP_NUMERATOR + BUMP_DENOMINATOR - 1n) / BUMP_DENOMINATOR
  const next = capped(
    {
      maxFeePerGas: max(raise(previous.maxFeePerGas), now.maxFeePerGas),
      maxPriorityFeePerGas: max(raise(previous.maxPriorityFeePerGas), now.maxPriorityFeePerGas),
    },
    cap,
  )
  const enough =
    next.maxFeePerGas >= raise(previous.maxFeePerGas) &&
    next.maxPriorityFeePerGas >= raise(previous.maxPriorityFeePerGas)
  return enough ? next : undefined
}

/** A bid when the chain has not answered since the server started: the cap, a tenth as tip. */
export const blindFees = (cap: bigint): Fees => ({
  maxFeePerGas: cap,
  maxPriorityFeePerGas: cap / 10n,
})
