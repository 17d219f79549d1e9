import { batchMinterAbi } from '@memap/contracts/generated/BatchMinter'
import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { encodeFunctionData, isAddressEqual, parseEventLogs, zeroAddress } from 'viem'
import type { ContractAddresses } from '../../chain/context.ts'
import type { JobHandler } from '../../chain/job-handler.ts'
import { profilesRepo } from './repo.ts'

/**
 * The gas a MeMap mint is sent with: about 85,000 alone and 52,000 an item in a batch (measured
 * on anvil, `packages/contracts/src/batch-minter.test.ts`), with room for a smart wallet's
 * `onERC721Received`. Known in advance, so a mint is signed without asking the chain.
 */
const MINT_GAS = 150_000n
const BATCH_GAS = 60_000n
const BATCH_ITEM_GAS = 75_000n

/**
 * The MeMap mint queued at registration, many in one BatchMinter call when there is one; its
 * confirmation stores the token id, and a reorganisation that took it away clears it.
 */
export function mintNftHandler(contracts: ContractAddresses): JobHandler {
  const { batch } = contracts
  return {
    call: (job) => ({
      to: contracts.nft,
      data: encodeFunctionData({ abi: meMapAbi, functionName: 'mint', args: [job.wallet_addr] }),
      gas: MINT_GAS,
    }),
    ...(batch && {
      batch: (jobs) => ({
        to: batch,
        data: encodeFunctionData({
          abi: batchMinterAbi,
          functionName: 'mintMeMaps',
          args: [jobs.map((job) => job.wallet_addr)],
        }),
        gas: BATCH_GAS + BATCH_ITEM_GAS * BigInt(jobs.length),
      }),
    }),
    async onConfirmed(trx, job, receipt) {
      const minted = parseEventLogs({
        abi: meMapAbi,
        eventName: 'Transfer',
        logs: receipt.logs.filter((log) => isAddressEqual(log.address, contracts.nft)),
      }).find(
        (log) => log.args.from === zeroAddress && isAddressEqual(log.args.to, job.wallet_addr),
      )
      if (!minted)
        throw new Error(`mint ${receipt.transactionHash} minted no MeMap to ${job.wallet_addr}`)
      const tokenId = minted.args.tokenId.toString()
      await profilesRepo(trx).update(job.wallet_addr, { token_id: tokenId })
      return tokenId
    },
    async onReorged(trx, job) {
      await profilesRepo(trx).update(job.wallet_addr, { token_id: null })
    },
  }
}
