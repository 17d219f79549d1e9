import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { mintNftHandler } from '../modules/profiles/mint-nft.ts'
import { mintWhoomHandler } from '../modules/withdrawals/mint-whoom.ts'
import { useTestApp } from '../test/app.ts'
import { newAccount } from '../test/sign-in.ts'
import type { ChainContext } from './context.ts'
import { enqueueChainJob } from './tx-queue.ts'
import { startTxWorker } from './tx-worker.ts'

const log = pino({ level: 'silent' })

describe('the chain worker after a crash', () => {
  // The app's own worker is stopped, so that these tests drive the queue themselves.
  const t = useTestApp()

  const queueMint = async (wallet: `0x${string}`) => {
    await t.worker.stop()
    await enqueueChainJob(
      t.db,
      { kind: 'mint_nft', walletAddr: wallet, idempotencyKey: `test-mint:${wallet}` },
      new Date(),
    )
  }
  const job = (wallet: string) =>
    t.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('wallet_addr', '=', wallet)
      .executeTakeFirstOrThrow()
  const nftsOf = (wallet: `0x${string}`) =>
    t.chain.publicClient.readContract({
      address: t.chain.contracts.nft,
      abi: meMapAbi,
      functionName: 'balanceOf',
      args: [wallet],
    })
  const signerNonce = () =>
    t.chain.publicClient.getTransactionCount({ address: t.chain.account.address })
  const worker = (chain: ChainContext, handler = mintNftHandler(t.chain.contracts)) =>
    startTxWorker({
      db: t.db,
      chain,
      handlers: { mint_nft: handler, mint_whoom: mintWhoomHandler(t.chain.contracts) },
      log,
      pollMs: 60_000,
    })

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
    await expect.poll(async () => (await job(wallet)).attempts).toBeGreaterThan(0)
    await crashed.stop()
    const signed = await job(wallet)
    expect(signed.status).toBe('signed')
    expect(await nftsOf(wallet)).toBe(0n)

    const nonceBefore = await signerNonce()
    const restarted = worker(t.chain)
    await restarted.drain()
    await restarted.stop()
    const confirmed = await job(wallet)
    expect(confirmed).toMatchObject({ status: 'confirmed', tx_hash: signed.tx_hash })
    expect(await nftsOf(wallet)).toBe(1n)
    expect(await signerNonce()).toBe(nonceBefore + 1)
  })

  it('does not send again a job mined before its confirmation was recorded', async () => {
    const wallet = newAccount().address
    await queueMint(wallet)
    const real = mintNftHandler(t.chain.contracts)
    const crashes = worker(t.chain, {
      call: real.call,
      onConfirmed: () => Promise.reject(new Error('killed before the commit')),
    })
    await expect.poll(async () => (await job(wallet)).attempts).toBeGreaterThan(0)
    await crashes.stop()
    expect((await job(wallet)).status).toBe('signed')
    expect(await nftsOf(wallet)).toBe(1n)

    const nonceBefore = await signerNonce()
    const restarted = worker(t.chain)
    await restarted.drain()
    await restarted.stop()
    expect((await job(wallet)).status).toBe('confirmed')
    expect((await job(wallet)).result).toMatch(/^\d+$/)
    expect(await nftsOf(wallet)).toBe(1n)
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
    const handlers = {
      mint_nft: mintNftHandler(t.chain.contracts),
      mint_whoom: mintWhoomHandler(t.chain.contracts),
    }
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
    await expect.poll(async () => (await job()).attempts).toBeGreaterThan(0)
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
