import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { encodeFunctionData, parseEventLogs, zeroAddress } from 'viem'
import type { ContractAddresses } from '../../chain/context.ts'
import type { JobHandler } from '../../chain/tx-worker.ts'
import { profilesRepo } from './repo.ts'

/** The MeMap mint queued at registration; its confirmation stores the token id. */
export function mintNftHandler(contracts: ContractAddresses): JobHandler {
  return {
    call: (job) => ({
      to: contracts.nft,
      data: encodeFunctionData({
        abi: meMapAbi,
        functionName: 'mint',
        args: [job.wallet_addr],
      }),
    }),
    async onConfirmed(trx, job, receipt) {
      const [minted] = parseEventLogs({
        abi: meMapAbi,
        eventName: 'Transfer',
        logs: receipt.logs.filter(
          (log) => log.address.toLowerCase() === contracts.nft.toLowerCase(),
        ),
      }).filter((log) => log.args.from === zeroAddress)
      if (!minted) throw new Error(`mint ${receipt.transactionHash} emitted no Transfer`)
      const tokenId = minted.args.tokenId.toString()
      await profilesRepo(trx).update(job.wallet_addr, { token_id: tokenId })
      return tokenId
    },
  }
}
