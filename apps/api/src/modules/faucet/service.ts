import type { Address } from '@memap/shared/address'
import { DEVNET_CHAIN_ID } from '@memap/shared/chains'
import { parseEther } from 'viem'
import type { ChainContext } from '../../chain/context.ts'
import type { JobHandler } from '../../chain/job-handler.ts'
import { enqueueChainJob } from '../../chain/tx-queue.ts'
import type { Db } from '../../db/database.ts'
import { seoulDay } from '../../lib/days.ts'

/** Below this, a wallet signing in on the devnet gets the drip. */
export const FAUCET_THRESHOLD = parseEther('0.1')
export const FAUCET_DRIP = parseEther('1')

/**
 * The devnet faucet (PRODUCT.md §13): a wallet that signs in with less than 0.1 ETH is sent 1 ETH, at
 * most once a Seoul day, so MetaMask users can pay gas locally. Off on every other chain. The
 * drip goes through the tx queue like every transaction the server sends.
 */
export function faucetService(deps: { db: Db; chain: ChainContext; onJobQueued: () => void }) {
  const enabled = deps.chain.chainId === DEVNET_CHAIN_ID
  return {
    enabled,
    /** Answers true when a drip was queued. */
    async dripIfPoor(wallet: Address, now = new Date()): Promise<boolean> {
      if (!enabled) return false
      const balance = await deps.chain.publicClient.getBalance({ address: wallet })
      if (balance >= FAUCET_THRESHOLD) return false
      const key = `faucet:${wallet}:${seoulDay(now)}`
      const queued = await enqueueChainJob(
        deps.db,
        { kind: 'faucet', walletAddr: wallet, amount: FAUCET_DRIP, idempotencyKey: key },
        now,
      )
      if (queued) deps.onJobQueued()
      return queued
    },
  }
}

export type FaucetService = ReturnType<typeof faucetService>

/** Sends the drip: plain ETH to the wallet. */
export const faucetHandler: JobHandler = {
  call: (job) => ({ to: job.wallet_addr, value: BigInt(job.amount ?? '0') }),
  onConfirmed: async () => null,
  // A wallet contract that takes no ETH refuses the drip: it fails unsent, and the queue goes on
  // (retried, it held every job behind it).
  onFailed: async () => {},
}
