import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startAnvil } from '@memap/contracts/anvil'
import { deployContracts } from '@memap/contracts/deploy'
import {
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { optimismSepolia } from 'viem/chains'
import { openDatabase } from '../../apps/api/src/db/database.ts'
import { auditLedger } from '../../apps/api/src/ops/ledger-audit.ts'
import { freePort, spawnServer } from '../../apps/api/src/test/spawned-server.ts'
import { percentile, round, versus } from '../lib/stats.ts'
import { type Joined, join, joinAndWithdraw } from './members.ts'
import { observeChain } from './observer.ts'

export interface ChainBenchOptions {
  /** Members who join and withdraw at once through the batching queue. */
  members: number
  /** Members of the same run through a queue set to one job a transaction, one at a time. */
  oneAtATimeMembers: number
  /** Seconds between blocks, as OP chains: 2. */
  blockTime: number
  /** Requests in flight at once (members acting at the same moment). */
  concurrency: number
  /** Members who, once the launch is through, withdraw at the same moment: the answer's wait. */
  withdrawalBurst: number
}

export const FULL_CHAIN: ChainBenchOptions = {
  members: 2_000,
  oneAtATimeMembers: 40,
  blockTime: 2,
  concurrency: 100,
  withdrawalBurst: 100,
}

/** The queue as it was before: one job a transaction, sent once the last was mined. */
const ONE_AT_A_TIME = { CHAIN_BATCH_SIZE: '1', CHAIN_MAX_IN_FLIGHT: '1' }

/**
 * Launch day: anvil as OP Sepolia (chain id 11155420, a block every 2 s), the
 * contracts deployed, the real server pointed at it; N members sign in, join (a MeMap mint each)
 * and withdraw (a Whoom mint each) at once over HTTP. Reports the jobs a minute, the time from
 * joining to holding the MeMap and from withdrawing to holding the Whoom, the gas a job and the
 * share of each block MeMap used; then checks every job went out exactly once (one MeMap and the
 * withdrawn Whoom per member, the ledger audit). The same with the one-at-a-time queue, smaller.
 */
export async function chainBench(options: ChainBenchOptions) {
  const queue = await launch(options.members, {}, options)
  const oneAtATime = await launch(options.oneAtATimeMembers, ONE_AT_A_TIME, {
    ...options,
    withdrawalBurst: 0,
  })
  return {
    queue,
    oneAtATime,
    goals: {
      jobsPerMinute: versus(queue.jobsPerMinute, 3_000, '>='),
      joinToMemapP95S: versus(queue.joinToMemapS.p95, 10, '<='),
      burstWithdrawalAnswerP95Ms: versus(queue.withdrawalBurst.answerMs.p95, 1_000, '<='),
      exactlyOnce: queue.exactlyOnce,
    },
  }
}

async function launch(
  members: number,
  queueEnv: Record<string, string>,
  options: ChainBenchOptions,
) {
  const cleanups: Array<() => Promise<unknown>> = []
  try {
    const node = await startAnvil({ chainId: optimismSepolia.id, blockTime: options.blockTime })
    cleanups.push(() => node.stop())
    const chain = { ...optimismSepolia, rpcUrls: { default: { http: [node.rpcUrl] } } }
    const transport = http(node.rpcUrl)
    const client = createPublicClient({ chain, transport }) as PublicClient
    const key = generatePrivateKey()
    const signer = privateKeyToAccount(key)
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [signer.address, toHex(parseEther('1000'))] as never,
    })
    const contracts = await deployContracts({
      walletClient: createWalletClient({ account: signer, chain, transport }),
      publicClient: client,
      nftBaseUri: 'http://localhost/v0/nft/',
    })
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-bench-chain-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    const server = await spawnServer({
      port: await freePort(),
      dataDir,
      env: {
        RPC_URL: node.rpcUrl,
        CHAIN_ID: String(optimismSepolia.id),
        SIGNER_PRIVATE_KEY: key,
        NFT_CONTRACT: contracts.nft,
        MAIN_CONTRACT: contracts.main,
        BADGE_CONTRACT: contracts.badge,
        BATCH_CONTRACT: contracts.batch,
        RATE_LIMIT_SIGN_IN: '1000000',
        RATE_LIMIT_WRITES: '1000000',
        RATE_LIMIT_UPLOADS: '1000000',
        ...queueEnv,
      },
    })
    cleanups.push(() => server.stop())

    const since = performance.now()
    const observer = observeChain({
      client,
      contracts,
      signer: signer.address,
      fromBlock: (await client.getBlockNumber()) + 1n,
      since,
    })
    cleanups.push(() => observer.stop())
    const joined: Joined[] = []
    let next = 0
    const member = async () => {
      while (next < members) {
        const index = next++
        joined.push(await joinAndWithdraw({ url: server.url, chainId: chain.id, index, since }))
      }
    }
    await Promise.all(Array.from({ length: Math.min(options.concurrency, members) }, member))
    const answeredAt = performance.now() - since

    // Every job mined: each member holds its MeMap and its Whoom (at most a minute a hundred).
    const deadline = Date.now() + 120_000 + members * 2_000
    while (
      joined.some(
        (one) => !observer.nftAt.has(one.address) || !observer.whoomAt.has(one.address),
      ) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // Then a burst: members who joined withdraw at the same moment (each answer's wait).
    const ready = await Promise.all(
      Array.from({ length: options.withdrawalBurst }, (_, i) =>
        join({ url: server.url, chainId: chain.id, index: members + i, since }),
      ),
    )
    const burst = await Promise.all(ready.map((member) => member.withdraw()))
    while (
      burst.some((one) => !observer.nftAt.has(one.address) || !observer.whoomAt.has(one.address)) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await observer.stop()
    // And final at the server's depth (3 blocks on OP chains): nothing left in its queue.
    while (Date.now() < deadline && (await waiting(server.url)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await server.stop()

    const { db } = openDatabase({ dataDir })
    cleanups.push(() => db.destroy())
    const audit = await auditLedger(db)
    const jobs = await db.selectFrom('chain_jobs').select(['kind', 'status', 'tx_id']).execute()
    const txs = await db.selectFrom('chain_txs').select(['id', 'status']).execute()

    const minedTimes = joined.flatMap((one) => [
      observer.nftAt.get(one.address) ?? Number.NaN,
      observer.whoomAt.get(one.address) ?? Number.NaN,
    ])
    const lastMined = Math.max(...minedTimes.filter(Number.isFinite))
    const firstQueued = Math.min(...joined.map((one) => one.joinedAt))
    const spanMinutes = (lastMined - firstQueued) / 60_000
    const joinToMemap = joined.map(
      (one) => ((observer.nftAt.get(one.address) ?? Number.NaN) - one.joinedAt) / 1000,
    )
    const withdrawToPaid = joined.map(
      (one) => ((observer.whoomAt.get(one.address) ?? Number.NaN) - one.withdrawnAt) / 1000,
    )
    const ourGas = observer.blocks.reduce((sum, block) => sum + block.ourGas, 0n)
    const shares = observer.blocks.map((block) => Number(block.ourGas) / Number(block.gasLimit))
    const onceEach = [...joined, ...burst].every(
      (one) =>
        observer.nftCount.get(one.address) === 1 &&
        observer.whoomMinted.get(one.address) === parseEther('29'),
    )
    const stats = (values: number[]) => ({
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      max: round(Math.max(...values)),
    })
    return {
      members,
      queue: queueEnv,
      jobs: jobs.length,
      transactions: txs.length,
      jobsPerMinute: round((joined.length * 2) / spanMinutes),
      mintsPerMinute: round(joined.length / spanMinutes),
      withdrawalsPerMinute: round(joined.length / spanMinutes),
      membersAnsweredInS: round(answeredAt / 1000),
      joinToMemapS: stats(joinToMemap),
      withdrawalAnswerMs: stats(joined.map((one) => one.withdrawMs)),
      withdrawalsAnswered: {
        ok: joined.filter((one) => one.withdrawStatus === 200 && one.withdrawHash.startsWith('0x'))
          .length,
        queuedWithoutHash: joined.filter((one) => one.withdrawStatus === 202).length,
      },
      withdrawToPaidS: stats(withdrawToPaid),
      withdrawalBurst: {
        members: burst.length,
        answerMs:
          burst.length > 0 ? stats(burst.map((one) => one.withdrawMs)) : { p50: 0, p95: 0, max: 0 },
        withHash: burst.filter(
          (one) => one.withdrawStatus === 200 && one.withdrawHash.startsWith('0x'),
        ).length,
      },
      gasPerJob: Number(ourGas) / Math.max(1, jobs.length),
      blocksUsed: observer.blocks.length,
      blockGasShare: {
        mean: round(shares.reduce((sum, share) => sum + share, 0) / Math.max(1, shares.length), 3),
        max: round(Math.max(0, ...shares), 3),
      },
      exactlyOnce: {
        everyJobConfirmed: jobs.every((job) => job.status === 'confirmed'),
        oneMemapAndTheWithdrawnWhoomEach: onceEach,
        ledgerAudit: audit.length === 0 ? 'clean' : audit,
        everyTransactionFinal: txs.every((tx) => tx.status === 'final'),
      },
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  }
}

/** The chain jobs the server has not yet confirmed, as its health check says. */
async function waiting(url: string): Promise<number> {
  const response = await fetch(`${url}/v0/health`)
  const health = (await response.json()) as { data?: { chainQueue: { waiting: number } } }
  return health.data?.chainQueue.waiting ?? Number.POSITIVE_INFINITY
}
