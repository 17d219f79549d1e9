import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { encodeFunctionData } from 'viem'
import type { ContractAddresses } from '../../chain/context.ts'
import type { JobHandler } from '../../chain/tx-worker.ts'

/** The Whoom mint queued by a withdrawal: the whole amount is in the job. */
export function mintWhoomHandler(contracts: ContractAddresses): JobHandler {
  return {
    call: (job) => ({
      to: contracts.main,
      data: encodeFunctionData({
        abi: whoomAbi,
        functionName: 'mint',
        args: [job.wallet_addr, BigInt(job.amount ?? '0')],
      }),
    }),
    onConfirmed: async () => null,
  }
}
