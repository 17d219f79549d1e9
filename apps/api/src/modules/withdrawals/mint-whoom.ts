import { batchMinterAbi } from '@memap/contracts/generated/BatchMinter'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { WHOOM_DECIMALS } from '@memap/shared/economy'
import { encodeFunctionData } from 'viem'
import type { ContractAddresses } from '../../chain/context.ts'
import type { JobHandler } from '../../chain/job-handler.ts'
import type { Notifier } from '../notifications/service.ts'
import { withdrawalsRepo } from './repo.ts'

/**
 * The gas a Whoom mint is sent with: about 77,000 alone and 27,000 an item in a batch (measured
 * on anvil, `packages/contracts/src/batch-minter.test.ts`), with room. Known in advance, so a
 * withdrawal is signed, and answered with its hash, without asking the chain.
 */
const MINT_GAS = 120_000n
const BATCH_GAS = 80_000n
const BATCH_ITEM_GAS = 40_000n

const amountOf = (job: { amount: string | null }) => BigInt(job.amount ?? '0')

/**
 * The Whoom mint queued by a withdrawal (the amount is in the job), many in one call. Final, the
 * withdrawal is paid by its transaction and the member told; a reorganisation that took it away
 * makes it pending again and takes the word back, until it is final once more.
 */
export function mintWhoomHandler(deps: {
  contracts: ContractAddresses
  notifier: Notifier
}): JobHandler {
  const { contracts, notifier } = deps
  const { batch } = contracts
  return {
    call: (job) => ({
      to: contracts.main,
      data: encodeFunctionData({
        abi: whoomAbi,
        functionName: 'mint',
        args: [job.wallet_addr, amountOf(job)],
      }),
      gas: MINT_GAS,
    }),
    ...(batch && {
      batch: (jobs) => ({
        to: batch,
        data: encodeFunctionData({
          abi: batchMinterAbi,
          functionName: 'mintWhoom',
          args: [jobs.map((job) => job.wallet_addr), jobs.map(amountOf)],
        }),
        gas: BATCH_GAS + BATCH_ITEM_GAS * BigInt(jobs.length),
      }),
    }),
    async onConfirmed(trx, job, receipt) {
      const paid = receipt.transactionHash
      const now = new Date()
      await withdrawalsRepo(trx).settle(
        job.idempotency_key,
        job.wallet_addr,
        paid,
        now.toISOString(),
      )
      await notifier.notify(
        trx,
        {
          walletAddr: job.wallet_addr,
          type: 'withdrawal_paid',
          value: Number(amountOf(job) / 10n ** BigInt(WHOOM_DECIMALS)),
          info: paid,
        },
        now,
      )
      return null
    },
    async onReorged(trx, job) {
      const withdrawal = await withdrawalsRepo(trx).byJobKey(job.idempotency_key)
      if (withdrawal?.tx_hash) {
        await notifier.retract(trx, job.wallet_addr, 'withdrawal_paid', withdrawal.tx_hash)
      }
      await withdrawalsRepo(trx).settle(
        job.idempotency_key,
        job.wallet_addr,
        null,
        new Date().toISOString(),
      )
    },
  }
}
