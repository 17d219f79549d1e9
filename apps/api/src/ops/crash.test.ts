import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import type { Address } from '@memap/shared/address'
import { ECONOMY, WHOOM_DECIMALS } from '@memap/shared/economy'
import { getAddress, type Hex } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../db/database.ts'
import { testDatabaseUrl } from '../test/database.ts'
import { EXPECTED_REFUSALS, MixedLoad, type Op, type Outcome } from '../test/load.ts'
import {
  freePort,
  type SpawnedServer,
  spawnServer,
  startTestChain,
  type TestChain,
} from '../test/spawned-server.ts'
import { auditLedger } from './ledger-audit.ts'

const KILLS = 12
const CONCURRENCY = 4
// The four contracts were deployed from the signer before the server ever ran, and the
// BatchMinter made a minter of MeMap and Whoom: six transactions.
const DEPLOYMENTS = 6
const WEI_PER_WHOOM = 10n ** BigInt(WHOOM_DECIMALS)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The real server process, SIGKILLed twelve times at a random moment of a mixed load, and
// restarted on the same data (PRODUCT.md §12 and §13: nothing lost, nothing paid twice, no chain
// job sent twice, also when the server is killed between any two steps).
describe('the API killed at random moments under load', () => {
  const cleanups: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  // About a minute on two cores, most of it thirteen server starts.
  it('loses no answered write, pays nothing twice and sends every chain job exactly once', {
    timeout: 420_000,
  }, async () => {
    // Blocks every second, as on a real chain: jobs gather into batches and wait in flight, so
    // that a kill lands between signing, sending, mining and confirming a batch.
    const chain = await startTestChain({ blockTime: 1 })
    cleanups.push(chain.stop)
    const database = await testDatabaseUrl()
    cleanups.push(database.drop)
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-crash-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    const port = await freePort()
    const env = {
      ...chain.env,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      RATE_LIMIT_SIGN_IN: '1000000',
      RATE_LIMIT_WRITES: '1000000',
      RATE_LIMIT_UPLOADS: '1000000',
      RATE_LIMIT_READS: '1000000',
    }
    let server: SpawnedServer | undefined
    cleanups.push(async () => server?.kill())
    const start = async () => {
      server = await spawnServer({ port, dataDir, env })
      return server
    }

    const load = new MixedLoad({ url: () => server?.url ?? '', writesOnly: true })
    const outcomes: Outcome[] = []
    // Ops that got no answer: their member does them again once the server is back.
    const unanswered: Op[] = []
    const runOp = async (op: Op, retried: boolean) => {
      const outcome = await load.run(op, retried)
      outcomes.push(outcome)
      if (outcome.status === 0) unanswered.push(op)
    }

    for (let kill = 0; kill < KILLS; kill++) {
      const running = await start()
      let loading = true
      const member = async () => {
        while (loading) {
          const retry = unanswered.shift()
          if (retry) load.reserve(retry)
          const op = retry ?? load.plan()
          if (op) await runOp(op, retry !== undefined)
          else await sleep(10)
        }
      }
      const members = Array.from({ length: CONCURRENCY }, member)
      await sleep(200 + Math.random() * 1_500)
      await running.kill()
      loading = false
      await Promise.all(members)
    }

    // The load did each kind of thing, and kills cut requests off mid-way. A withdrawal whose
    // mint no worker signed within its wait (202) is taken too: debited, queued.
    const took = ({ op, status }: Outcome) =>
      status === 200 || (op.kind === 'withdraw' && status === 202)
    const succeeded = (kind: Op['kind']) =>
      outcomes.filter((outcome) => outcome.op.kind === kind && took(outcome))
    const kinds = (Object.keys(EXPECTED_REFUSALS) as Op['kind'][]).filter((kind) => kind !== 'read')

    // A last start: the unanswered ops are done again and every queued job goes out. On a busy
    // machine the kill windows may hold few requests: the load goes on until each kind of write
    // went through once (at most 30 s), so that the checks below always have each to look at.
    const last = await start()
    while (unanswered.length > 0) {
      const op = unanswered.shift() as Op
      load.reserve(op)
      await runOp(op, true)
    }
    const until = Date.now() + 30_000
    while (kinds.some((kind) => succeeded(kind).length === 0) && Date.now() < until) {
      const op = load.plan()
      if (op) await runOp(op, false)
      else await sleep(10)
    }
    const { db } = openDatabase({ databaseUrl: database.databaseUrl, dataDir })
    cleanups.push(() => db.destroy())
    await expect.poll(() => unsentJobs(db), { timeout: 60_000, interval: 250 }).toEqual([])
    await last.stop()

    for (const kind of kinds) expect(succeeded(kind).length, kind).toBeGreaterThan(0)
    expect(outcomes.filter((outcome) => outcome.status === 0).length).toBeGreaterThan(0)

    // Every answer is a success or a refusal a member can meet (a withdrawal may also answer
    // that its mint is queued, with 202); no request failed with a server error.
    const unexpected = outcomes.filter(
      ({ op, status }) =>
        status !== 0 &&
        !took({ op, status } as Outcome) &&
        !EXPECTED_REFUSALS[op.kind].includes(status),
    )
    expect(unexpected.map(({ op, status, error }) => `${op.kind} ${status} ${error}`)).toEqual([])

    expect(await auditLedger(db)).toEqual([])
    await expectEveryAnsweredWriteStored(db, outcomes)
    await expectOnePostingPerEvent(db)
    await expectEveryJobMinedOnce(db, chain)
  })
})

const unsentJobs = (db: Db) =>
  db
    .selectFrom('chain_jobs')
    .select(['id', 'kind', 'status', 'last_error'])
    .where('status', '!=', 'confirmed')
    .execute()

async function ledgerKeys(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('point_ledger').select(['idempotency_key', 'amount']).execute()
  return new Map(rows.map((row) => [row.idempotency_key, row.amount]))
}

/** Each request answered 200 left its rows: the write and its ledger posting. */
async function expectEveryAnsweredWriteStored(db: Db, outcomes: Outcome[]) {
  const keys = await ledgerKeys(db)
  const users = new Set(
    (await db.selectFrom('users').select('wallet_addr').execute()).map((row) => row.wallet_addr),
  )
  const emotions = new Map(
    (await db.selectFrom('user_emotions').select(['id', 'wallet_addr', 'day']).execute()).map(
      (row) => [row.id, row],
    ),
  )
  const cheers = new Set(
    (await db.selectFrom('cheers').select(['user_emotion_id', 'wallet_addr']).execute()).map(
      (row) => `${row.user_emotion_id}:${row.wallet_addr}`,
    ),
  )
  const requests = await db
    .selectFrom('friend_requests')
    .select(['id', 'requester_addr', 'target_addr', 'status'])
    .execute()
  const jobs = await db
    .selectFrom('chain_jobs')
    .select(['kind', 'wallet_addr', 'tx_hash', 'tx_id', 'idempotency_key'])
    .execute()
  const attemptsOf = new Map<number, string[]>()
  for (const attempt of await db
    .selectFrom('chain_tx_attempts')
    .select(['tx_id', 'hash'])
    .execute()) {
    attemptsOf.set(attempt.tx_id, [...(attemptsOf.get(attempt.tx_id) ?? []), attempt.hash])
  }

  const missing: string[] = []
  for (const { op, status, data } of outcomes) {
    if (status !== 200) continue
    const wallet = op.actor.address
    const other = op.other?.address
    const lost = (what: string) => missing.push(`${op.kind} by ${wallet}: ${what}`)
    switch (op.kind) {
      case 'register':
        if (!users.has(wallet)) lost('no profile')
        if (keys.get(`mint_nft:${wallet}`) !== ECONOMY.mintReward) lost('no reward')
        if (!jobs.some((job) => job.kind === 'mint_nft' && job.wallet_addr === wallet))
          lost('no mint job')
        break
      case 'emotion': {
        const id = Number((data as { UserEmotionId: string }).UserEmotionId)
        const posted = emotions.get(id)
        if (posted?.wallet_addr !== wallet) lost(`no emotion ${id}`)
        // The reward is the wallet's for its Seoul day (PRODUCT.md §12).
        if (keys.get(`emotion_posting:${wallet}:${posted?.day}`) !== ECONOMY.emotionReward)
          lost('no reward')
        break
      }
      case 'cheer':
        if (!cheers.has(`${op.emotionId}:${wallet}`)) lost(`no cheer of ${op.emotionId}`)
        if (!keys.has(`cheer:${op.emotionId}:${wallet}:given`)) lost('no reward given')
        if (!keys.has(`cheer:${op.emotionId}:${wallet}:received`)) lost('no reward received')
        break
      case 'friendRequest': {
        const request = requests.find(
          (row) => row.requester_addr === wallet && row.target_addr === other,
        )
        if (!request) lost(`no request to ${other}`)
        else if (!keys.has(`friend_request:${request.id}:hold`)) lost('no payment')
        break
      }
      case 'friendResponse': {
        const status = op.rejection ? 'rejected' : 'accepted'
        const request = requests.find(
          (row) => row.requester_addr === other && row.target_addr === wallet,
        )
        if (request?.status !== status) lost(`the request from ${other} is not ${status}`)
        else if (!keys.has(`friend_request:${request.id}:${op.rejection ? 'refund' : 'accept'}`))
          lost('no posting')
        break
      }
      case 'withdraw': {
        // The hash answered is the transaction's first attempt; a replacement may be the one
        // mined, and the job then shows that one.
        const job = jobs.find(
          (row) =>
            row.kind === 'mint_whoom' &&
            row.wallet_addr === wallet &&
            attemptsOf.get(row.tx_id ?? 0)?.includes(String(data)),
        )
        if (!job) lost(`no mint job with hash ${String(data)}`)
        else if (!keys.has(job.idempotency_key)) lost('no debit')
        break
      }
      case 'read':
        break
    }
  }
  expect(missing).toEqual([])
}

/** No event was paid twice: each profile, emotion, cheer, answer and withdrawal posted once. */
async function expectOnePostingPerEvent(db: Db) {
  const rows = await db
    .selectFrom('point_ledger')
    .select(['wallet_addr', 'type', 'amount', 'idempotency_key'])
    .execute()
  const count = (type: string) => rows.filter((row) => row.type === type).length
  const tableSize = async (table: 'users' | 'user_emotions' | 'cheers' | 'friend_requests') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const answered = async (status: 'accepted' | 'rejected') =>
    (await db.selectFrom('friend_requests').select('id').where('status', '=', status).execute())
      .length

  expect(count('mint_nft')).toBe(await tableSize('users'))
  expect(new Set(rows.filter((r) => r.type === 'mint_nft').map((r) => r.wallet_addr)).size).toBe(
    count('mint_nft'),
  )
  expect(count('emotion_posting')).toBe(await tableSize('user_emotions'))
  expect(count('emotion_cheer_request')).toBe(await tableSize('cheers'))
  expect(count('emotion_cheer_receive')).toBe(await tableSize('cheers'))
  expect(count('friend_request_sent')).toBe(await tableSize('friend_requests'))
  expect(count('friend_request')).toBe(await answered('accepted'))
  expect(count('friend_request_rejection')).toBe(await answered('rejected'))

  // Each withdrawal debited once and queued exactly the mint of what it debited, less the fee.
  const withdrawals = rows.filter((row) => row.type === 'withdraw')
  const mints = await db
    .selectFrom('chain_jobs')
    .select(['wallet_addr', 'amount', 'idempotency_key'])
    .where('kind', '=', 'mint_whoom')
    .execute()
  expect(mints.length).toBe(withdrawals.length)
  const debits = new Map(withdrawals.map((row) => [row.idempotency_key, row]))
  for (const mint of mints) {
    const debit = debits.get(mint.idempotency_key)
    expect(debit?.wallet_addr).toBe(mint.wallet_addr)
    expect(BigInt(mint.amount ?? '0')).toBe(
      BigInt(-(debit?.amount ?? 0) - ECONOMY.withdrawalFee) * WEI_PER_WHOOM,
    )
  }
}

/**
 * Every chain job was mined exactly once: its recorded transaction (a batch, or its own)
 * succeeded with its nonce, every transaction the signer ever sent is one the queue recorded, and
 * the chain holds what the jobs say: one MeMap per profile (with the stored token id), the
 * withdrawn Whoom, the faucet's ETH.
 */
async function expectEveryJobMinedOnce(db: Db, chain: TestChain) {
  const jobs = await db
    .selectFrom('chain_jobs')
    .select(['id', 'kind', 'wallet_addr', 'amount', 'status', 'nonce', 'tx_hash', 'result'])
    .orderBy('id')
    .execute()
  const client = chain.publicClient
  for (const job of jobs) {
    expect(job.status, `job ${job.id}`).toBe('confirmed')
    const receipt = await client.getTransactionReceipt({ hash: job.tx_hash as Hex })
    expect(receipt.status).toBe('success')
    const tx = await client.getTransaction({ hash: job.tx_hash as Hex })
    expect(tx.from).toBe(chain.signer.toLowerCase())
    expect(tx.nonce).toBe(job.nonce)
  }
  const sent = await db.selectFrom('chain_txs').select(['nonce', 'status']).execute()
  expect(sent.every((tx) => tx.status === 'final')).toBe(true)
  expect(new Set(sent.map((tx) => tx.nonce)).size).toBe(sent.length)
  expect(new Set(jobs.map((job) => job.nonce)).size).toBeLessThanOrEqual(sent.length)
  // The signer sent nothing but the deployments and the transactions the queue recorded.
  expect(await client.getTransactionCount({ address: chain.signer })).toBe(
    DEPLOYMENTS + sent.length,
  )

  const byWallet = new Map<Address, typeof jobs>()
  for (const job of jobs)
    byWallet.set(job.wallet_addr, [...(byWallet.get(job.wallet_addr) ?? []), job])
  const users = await db.selectFrom('users').select(['wallet_addr', 'token_id']).execute()
  const tokenOf = new Map(users.map((user) => [user.wallet_addr, user.token_id]))
  expect(jobs.filter((job) => job.kind === 'mint_nft').length).toBe(users.length)
  for (const [wallet, walletJobs] of byWallet) {
    const address = getAddress(wallet)
    const sum = (kind: string) =>
      walletJobs
        .filter((job) => job.kind === kind)
        .reduce((total, job) => total + BigInt(job.amount ?? '0'), 0n)
    const mints = walletJobs.filter((job) => job.kind === 'mint_nft')
    expect(mints.length).toBe(tokenOf.has(wallet) ? 1 : 0)
    const nfts = await client.readContract({
      address: chain.contracts.nft,
      abi: meMapAbi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect(nfts).toBe(BigInt(mints.length))
    const [mint] = mints
    if (mint) {
      expect(tokenOf.get(wallet)).toBe(mint.result)
      const owner = await client.readContract({
        address: chain.contracts.nft,
        abi: meMapAbi,
        functionName: 'ownerOf',
        args: [BigInt(mint.result ?? '0')],
      })
      expect(owner).toBe(address)
    }
    const whoom = await client.readContract({
      address: chain.contracts.main,
      abi: whoomAbi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect(whoom).toBe(sum('mint_whoom'))
    expect(await client.getBalance({ address })).toBe(sum('faucet'))
  }
}
