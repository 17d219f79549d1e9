import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { type TestContext, useTestApp } from '../test/app.ts'
import { newAccount } from '../test/sign-in.ts'
import { chainJobHandlers } from '../workers.ts'
import type { ChainContext } from './context.ts'
import { type ChainJobKind, enqueueChainJob } from './tx-queue.ts'
import { type Job, type JobHandler, JobRefused, startTxWorker } from './tx-worker.ts'

const log = pino({ level: 'silent' })

// Each kind of job, with what the wallet holds on chain once it is sent.
const kinds = [
  {
    kind: 'mint_nft' as const,
    amount: undefined,
    holds: (t: TestContext, wallet: `0x${string}`) =>
      t.chain.publicClient.readContract({
        address: t.chain.contracts.nft,
        abi: meMapAbi,
        functionName: 'balanceOf',
        args: [wallet],
      }),
    once: 1n,
  },
  {
    kind: 'mint_whoom' as const,
    amount: 29n * 10n ** 18n,
    holds: (t: TestContext, wallet: `0x${string}`) =>
      t.chain.publicClient.readContract({
        address: t.chain.contracts.main,
        abi: whoomAbi,
        functionName: 'balanceOf',
        args: [wallet],
      }),
    once: 29n * 10n ** 18n,
  },
]

describe.each(kinds)('a $kind job after a crash', ({ kind, amount, holds, once }) => {
  // The app's own worker is stopped, so that these tests drive the queue themselves.
  const t = useTestApp()

  const queueMint = async (wallet: `0x${string}`) => {
    await t.worker.stop()
    await enqueueChainJob(
      t.db,
      { kind, walletAddr: wallet, amount, idempotencyKey: `test-${kind}:${wallet}` },
      new Date(),
    )
  }
  const job = (wallet: `0x${string}`) =>
    t.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('wallet_addr', '=', wallet)
      .executeTakeFirstOrThrow()
  const holdingsOf = (wallet: `0x${string}`) => holds(t, wallet)
  const signerNonce = () =>
    t.chain.publicClient.getTransactionCount({ address: t.chain.account.address })
  const realHandlers = () => chainJobHandlers(t)
  const worker = (
    chain: ChainContext,
    handlers: Record<ChainJobKind, JobHandler> = realHandlers(),
  ) => startTxWorker({ db: t.db, chain, handlers, log, pollMs: 60_000 })

  it('sends a job signed before the crash exactly once, with the bytes it recorded', async () => {
    const wallet = newAccount().address
    await queueMint(wallet)
    const offline = new Proxy(t.chain.publicClient, {
      get: (client, key) =>
        key === 'sendRawTransaction'
          ? () => Promise.reject(new Error('the node went away'))
          : Reflect.get(client, key),
    })
    const crashed = worker({ ...t.chain, publicClient: offline })
    await expect
      .poll(async () => (await job(wallet)).attempts, { timeout: 15_000 })
      .toBeGreaterThan(0)
    await crashed.stop()
    const signed = await job(wallet)
    expect(signed.status).toBe('signed')
    expect(await holdingsOf(wallet)).toBe(0n)

    const nonceBefore = await signerNonce()
    const restarted = worker(t.chain)
    await restarted.drain()
    await restarted.stop()
    const confirmed = await job(wallet)
    expect(confirmed).toMatchObject({ status: 'confirmed', tx_hash: signed.tx_hash })
    expect(await holdingsOf(wallet)).toBe(once)
    expect(await signerNonce()).toBe(nonceBefore + 1)
  })

  it('does not send again a job mined before its confirmation was recorded', async () => {
    const wallet = newAccount().address
    await queueMint(wallet)
    const handlers = realHandlers()
    const crashes = worker(t.chain, {
      ...handlers,
      [kind]: {
        call: handlers[kind].call,
        onConfirmed: () => Promise.reject(new Error('killed before the commit')),
      },
    })
    await expect
      .poll(async () => (await job(wallet)).attempts, { timeout: 15_000 })
      .toBeGreaterThan(0)
    await crashes.stop()
    expect((await job(wallet)).status).toBe('signed')
    expect(await holdingsOf(wallet)).toBe(once)

    const nonceBefore = await signerNonce()
    const restarted = worker(t.chain)
    await restarted.drain()
    await restarted.stop()
    expect((await job(wallet)).status).toBe('confirmed')
    expect(await holdingsOf(wallet)).toBe(once)
    expect(await signerNonce()).toBe(nonceBefore)
  })
})

describe('the chain worker when its signer is used elsewhere', () => {
  const t = useTestApp()

  it('signs a job again when another transaction took its nonce, and mints once', async () => {
    await t.worker.stop()
    const wallet = newAccount().address
    await enqueueChainJob(
      t.db,
      { kind: 'mint_nft', walletAddr: wallet, idempotencyKey: `n:${wallet}` },
      new Date(),
    )
    const offline = new Proxy(t.chain.publicClient, {
      get: (client, key) =>
        key === 'sendRawTransaction'
          ? () => Promise.reject(new Error('the node went away'))
          : Reflect.get(client, key),
    })
    const handlers = chainJobHandlers(t)
    const crashed = startTxWorker({
      db: t.db,
      chain: { ...t.chain, publicClient: offline },
      handlers,
      log,
      pollMs: 60_000,
    })
    const job = () =>
      t.db
        .selectFrom('chain_jobs')
        .selectAll()
        .where('wallet_addr', '=', wallet)
        .executeTakeFirstOrThrow()
    await expect.poll(async () => (await job()).attempts, { timeout: 15_000 }).toBeGreaterThan(0)
    await crashed.stop()
    const stale = await job()

    // Someone else sends from the signer with the nonce the job recorded.
    const other = await t.chain.walletClient.sendTransaction({
      account: t.chain.account,
      chain: t.chain.chain,
      to: t.chain.account.address,
      value: 0n,
      nonce: stale.nonce ?? 0,
    })
    await t.chain.publicClient.waitForTransactionReceipt({ hash: other })

    const restarted = startTxWorker({ db: t.db, chain: t.chain, handlers, log, pollMs: 60_000 })
    await restarted.drain()
    await restarted.stop()
    const done = await job()
    expect(done.status).toBe('confirmed')
    expect(done.tx_hash).not.toBe(stale.tx_hash)
    const minted = await t.chain.publicClient.readContract({
      address: t.chain.contracts.nft,
      abi: meMapAbi,
      functionName: 'balanceOf',
      args: [wallet],
    })
    expect(minted).toBe(1n)
  })
})

describe('a job its handler refuses right before it is sent', () => {
  const t = useTestApp()

  it('fails unsent, runs onFailed where it is marked, and the queue goes on', async () => {
    await t.worker.stop()
    const [refused, next] = [newAccount().address, newAccount().address]
    for (const wallet of [refused, next]) {
      await enqueueChainJob(
        t.db,
        { kind: 'mint_nft', walletAddr: wallet, idempotencyKey: `refused:${wallet}` },
        new Date(),
      )
    }
    const real = chainJobHandlers(t)
    const told: string[] = []
    const handlers = {
      ...real,
      mint_nft: {
        ...real.mint_nft,
        call: (job: Job) =>
          job.wallet_addr === refused
            ? Promise.reject(new JobRefused('no longer wanted'))
            : real.mint_nft.call(job),
        onFailed: async (trx: Db, job: Job, reason: string) => {
          // In the transaction that marks it: it reads its own job as failed.
          const marked = await trx
            .selectFrom('chain_jobs')
            .select('status')
            .where('id', '=', job.id)
            .executeTakeFirstOrThrow()
          told.push(`${job.wallet_addr} ${marked.status}: ${reason}`)
        },
      },
    }
    const nonceBefore = await t.chain.publicClient.getTransactionCount({
      address: t.chain.account.address,
    })
    const worker = startTxWorker({ db: t.db, chain: t.chain, handlers, log, pollMs: 60_000 })
    await worker.drain()
    await worker.stop()

    const job = (wallet: `0x${string}`) =>
      t.db
        .selectFrom('chain_jobs')
        .selectAll()
        .where('wallet_addr', '=', wallet)
        .executeTakeFirstOrThrow()
    expect(await job(refused)).toMatchObject({
      status: 'failed',
      tx_hash: null,
      raw_tx: null,
      last_error: 'refused: no longer wanted',
    })
    expect(told).toEqual([`${refused} failed: refused: no longer wanted`])
    expect((await job(next)).status).toBe('confirmed')
    // Only the job behind it was sent.
    expect(
      await t.chain.publicClient.getTransactionCount({ address: t.chain.account.address }),
    ).toBe(nonceBefore + 1)
  })
})
