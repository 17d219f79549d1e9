import { batchMinterAbi } from '@memap/contracts/generated/BatchMinter'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { encodeFunctionData } from 'viem'
import type { ContractAddresses } from '../../chain/context.ts'
import type { JobHandler } from '../../chain/job-handler.ts'

/**
 * The gas a Whoom mint is sent with: about 77,000 alone and 27,000 an item in a batch (measured
 * on anvil, `packages/contracts/src/batch-minter.test.ts`), with room. Known in advance, so a
 * withdrawal is signed, and answered with its hash, without asking the chain.
 */
const MINT_GAS = 120_000n
const BATCH_GAS = 80_000n
const BATCH_ITEM_GAS = 40_000n

const amountOf = (job: { amount: string | null }) => BigInt(job.amount ?? '0')

/** The Whoom mint queued by a withdrawal (the whole amount is in the job), many in one call. */
export function mintWhoomHandler(contracts: ContractAddresses): JobHandler {
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
    onConfirmed: async () => null,
  }
}
