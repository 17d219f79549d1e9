import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { type Address, type Hex, parseEther, parseGwei, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { useChainQueue } from '../test/chain-queue.ts'
import type { ChainContext } from './context.ts'
import { type Job, JobRefused } from './job-handler.ts'

const offline = (chain: ChainContext): ChainContext => ({
  ...chain,
  publicClient: new Proxy(chain.publicClient, {
    get: (client, key) =>
      key === 'sendRawTransaction'
        ? () => Promise.reject(new Error('the node went away'))
        : Reflect.get(client, key),
  }),
})

/** A node that answers its head but fails to read any block by number (a lagging backend). */
const pastBlocksFail = (chain: ChainContext): ChainContext => ({
  ...chain,
  publicClient: new Proxy(chain.publicClient, {
    get: (client, key) =>
      key === 'getBlock'
        ? (args?: { blockNumber?: bigint }) =>
            args?.blockNumber === undefined
              ? client.getBlock(args)
              : Promise.reject(new Error('the node went away'))
        : Reflect.get(client, key),
  }),
})

describe('the chain queue', () => {
  const q = useChainQueue()

  const jobsOf = (wallets: Address[]) =>
    q.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('wallet_addr', 'in', wallets)
      .orderBy('id')
      .execute()
  const memaps = (wallet: Address) =>
    q.chain.publicClient.readContract({
      address: q.chain.contracts.nft,
      abi: meMapAbi,
      functionName: 'balanceOf',
      args: [wallet],
    })
  const whoom = (wallet: Address) =>
    q.chain.publicClient.readContract({
      address: q.chain.contracts.main,
      abi: whoomAbi,
      functionName: 'balanceOf',
      args: [wallet],
    })
  const signerNonce = () =>
    q.chain.publicClient.getTransactionCount({ address: q.chain.account.address })
  const txCount = async () =>
    Number(
      (
        await q.db
          .selectFrom('chain_txs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('sends hundreds of jobs in a few batch transactions, each exactly once', async () => {
    const nonceBefore = await signerNonce()
    const txsBefore = await txCount()
    const members = await q.enqueue('mint_nft', 250)
    const withdrawing = await q.enqueue('mint_whoom', 250)
    const worker = q.worker({ queue: { batchSize: 100, maxInFlight: 16 } })
    await worker.drain()
    await worker.stop()

    const jobs = await jobsOf([...members, ...withdrawing])
    expect(jobs.every((job) => job.status === 'confirmed')).toBe(true)
    // Three batches of each kind (100, 100, 50), at consecutive nonces, each mined once.
    expect((await txCount()) - txsBefore).toBe(6)
    expect(await signerNonce()).toBe(nonceBefore + 6)
    for (const wallet of members.slice(0, 20)) expect(await memaps(wallet)).toBe(1n)
    for (const wallet of withdrawing.slice(0, 20))
      expect(await whoom(wallet)).toBe(parseEther('29'))
    const tokens = jobs.filter((job) => job.kind === 'mint_nft').map((job) => job.result)
    expect(new Set(tokens).size).toBe(250)
  })

  it('sends a transaction recorded before a crash with the bytes it recorded, once', async () => {
    const [wallet] = (await q.enqueue('mint_whoom', 1)) as [Address]
    const crashed = q.worker({ chain: offline(q.chain) })
    await expect.poll(async () => (await jobsOf([wallet]))[0]?.status).toBe('signed')
    await crashed.stop()
    const [signed] = await jobsOf([wallet])
    expect(await whoom(wallet)).toBe(0n)

    const nonceBefore = await signerNonce()
    const restarted = q.worker()
    await restarted.drain()
    await restarted.stop()
    const [confirmed] = await jobsOf([wallet])
    expect(confirmed).toMatchObject({ status: 'confirmed', tx_hash: signed?.tx_hash })
    expect(await whoom(wallet)).toBe(parseEther('29'))
    expect(await signerNonce()).toBe(nonceBefore + 1)
  })

  it('does not send again a job mined before its confirmation was recorded', async () => {
    const [wallet] = (await q.enqueue('mint_nft', 1)) as [Address]
    const handlers = q.handlers()
    const crashes = q.worker({
      handlers: {
        mint_nft: { ...handlers.mint_nft, onConfirmed: () => Promise.reject(new Error('killed')) },
      },
    })
    await expect.poll(() => memaps(wallet)).toBe(1n)
    await crashes.stop()
    expect((await jobsOf([wallet]))[0]?.status).toBe('signed')

    const nonceBefore = await signerNonce()
    const restarted = q.worker()
    await restarted.drain()
    await restarted.stop()
    expect((await jobsOf([wallet]))[0]?.status).toBe('confirmed')
    expect(await memaps(wallet)).toBe(1n)
    expect(await signerNonce()).toBe(nonceBefore)
  })

  it('signs a job again when another transaction took its nonce, and mints once', async () => {
    const [wallet] = (await q.enqueue('mint_nft', 1)) as [Address]
    const crashed = q.worker({ chain: offline(q.chain) })
    await expect.poll(async () => (await jobsOf([wallet]))[0]?.status).toBe('signed')
    await crashed.stop()
    const [stale] = await jobsOf([wallet])

    // Someone else sends from the signer with the nonce the job's transaction holds.
    const other = await q.chain.walletClient.sendTransaction({
      account: q.chain.account,
      chain: q.chain.chain,
      to: q.chain.account.address,
      value: 0n,
      nonce: stale?.nonce ?? 0,
    })
    await q.chain.publicClient.waitForTransactionReceipt({ hash: other })

    const restarted = q.worker()
    await restarted.drain()
    await restarted.stop()
    const [done] = await jobsOf([wallet])
    expect(done?.status).toBe('confirmed')
    expect(done?.tx_hash).not.toBe(stale?.tx_hash)
    expect(await memaps(wallet)).toBe(1n)
  })

  it('fails unsent a job its handler refuses right before it is sent, and goes on', async () => {
    const [refused, next] = (await q.enqueue('mint_nft', 2)) as [Address, Address]
    const real = q.handlers()
    const told: string[] = []
    const nonceBefore = await signerNonce()
    const worker = q.worker({
      handlers: {
        mint_nft: {
          // One at a time: `call` is a job's last look before it is signed.
          call: (job: Job) =>
            job.wallet_addr === refused
              ? Promise.reject(new JobRefused('no longer wanted'))
              : real.mint_nft.call(job),
          onConfirmed: real.mint_nft.onConfirmed,
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
      },
    })
    await worker.drain()
    await worker.stop()
    const [first, second] = await jobsOf([refused, next])
    expect(first).toMatchObject({
      status: 'failed',
      tx_hash: null,
      last_error: 'refused: no longer wanted',
    })
    expect(told).toEqual([`${refused} failed: refused: no longer wanted`])
    expect(second?.status).toBe('confirmed')
    // Only the job behind it was sent.
    expect(await signerNonce()).toBe(nonceBefore + 1)
    expect(await memaps(refused)).toBe(0n)
  })

  // A block taken away after the job confirmed, three ways anvil offers.
  const reorganisations: [string, (snapshot: Hex) => Promise<unknown>][] = [
    ['anvil_reorg', () => q.rpc('anvil_reorg', [1, []])],
    ['anvil_rollback', () => q.rpc('anvil_rollback', [1])],
    ['evm_revert', (snapshot) => q.rpc('evm_revert', [snapshot])],
  ]
  it.each(reorganisations)(
    'undoes a confirmed job whose block %s took away, and mines it again once',
    async (_way, reorganise) => {
      const worker = q.worker()
      await worker.drain()
      const snapshot = (await q.rpc('evm_snapshot')) as Hex
      const [wallet] = (await q.enqueue('mint_nft', 1)) as [Address]
      await worker.drain()
      const [first] = await jobsOf([wallet])
      expect(first?.status).toBe('confirmed')
      const nonceAfter = await signerNonce()

      await reorganise(snapshot)
      expect(await memaps(wallet)).toBe(0n)
      await worker.drain()
      await worker.stop()

      const [again] = await jobsOf([wallet])
      expect(again?.status).toBe('confirmed')
      expect(await memaps(wallet)).toBe(1n)
      // The same signed bytes, at the same nonce: mined once on the chain as it now is.
      expect(again?.tx_hash).toBe(first?.tx_hash)
      expect(await signerNonce()).toBe(nonceAfter)
      const owner = await q.chain.publicClient.readContract({
        address: q.chain.contracts.nft,
        abi: meMapAbi,
        functionName: 'ownerOf',
        args: [BigInt(again?.result ?? '0')],
      })
      expect(owner).toBe(wallet)
    },
  )

  it('confirms a job only once its block is CHAIN_CONFIRMATIONS deep', async () => {
    const worker = q.worker({ queue: { confirmations: 3 } })
    const [wallet] = (await q.enqueue('mint_whoom', 1)) as [Address]
    await expect.poll(() => whoom(wallet)).toBe(parseEther('29'))
    worker.wake()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await jobsOf([wallet]))[0]?.status).toBe('signed')
    await q.rpc('anvil_mine', [toHex(3)])
    await worker.drain()
    await worker.stop()
    expect((await jobsOf([wallet]))[0]?.status).toBe('confirmed')
  })

  it('replaces a transaction stuck behind a fee spike at its nonce, and shows the final hash', async () => {
    await q.rpc('evm_setAutomine', [false])
    try {
      const worker = q.worker({ queue: { replaceAfterMs: 300, maxFeePerGas: parseGwei('5000') } })
      const [wallet] = (await q.enqueue('mint_whoom', 1)) as [Address]
      await expect.poll(async () => (await jobsOf([wallet]))[0]?.status).toBe('signed')
      const [first] = await jobsOf([wallet])
      // The base fee jumps past what the transaction bid: no block takes it.
      await q.rpc('anvil_setNextBlockBaseFeePerGas', [toHex(parseGwei('1000'))])
      await q.rpc('anvil_mine', [toHex(1)])
      expect(await whoom(wallet)).toBe(0n)
      // Blocks go by without it: the worker bids again, higher, at its nonce, until one takes it.
      await expect
        .poll(
          async () => {
            await q.rpc('anvil_mine', [toHex(1)])
            return whoom(wallet)
          },
          { timeout: 15_000, interval: 400 },
        )
        .toBe(parseEther('29'))
      await worker.drain()
      await worker.stop()

      const [done] = await jobsOf([wallet])
      expect(done?.status).toBe('confirmed')
      expect(done?.tx_hash).not.toBe(first?.tx_hash)
      const receipt = await q.chain.publicClient.getTransactionReceipt({
        hash: done?.tx_hash as Hex,
      })
      expect(receipt.status).toBe('success')
      expect(await whoom(wallet)).toBe(parseEther('29'))
    } finally {
      await q.rpc('evm_setAutomine', [true])
    }
  })

  it('sends again a transaction the node dropped', async () => {
    await q.rpc('evm_setAutomine', [false])
    try {
      const worker = q.worker()
      const [wallet] = (await q.enqueue('mint_nft', 1)) as [Address]
      await expect.poll(async () => (await jobsOf([wallet]))[0]?.status).toBe('signed')
      const [signed] = await jobsOf([wallet])
      await q.rpc('anvil_dropTransaction', [signed?.tx_hash])
      await q.rpc('anvil_mine', [toHex(1)])
      expect(await memaps(wallet)).toBe(0n)
      // The worker finds the node without it, hands it over again, and a block takes it.
      await expect
        .poll(
          async () => {
            await q.rpc('anvil_mine', [toHex(1)])
            return memaps(wallet)
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1n)
      await worker.drain()
      await worker.stop()
      expect((await jobsOf([wallet]))[0]).toMatchObject({
        status: 'confirmed',
        tx_hash: signed?.tx_hash,
      })
    } finally {
      await q.rpc('evm_setAutomine', [true])
    }
  })

  it('undoes no final job when the node fails to read its block: a failed read is no reorganisation', async () => {
    const worker = q.worker()
    const members = await q.enqueue('mint_nft', 3)
    await worker.drain()
    await worker.stop()
    const confirmed = await jobsOf(members)
    expect(confirmed.map((job) => job.status)).toEqual(['confirmed', 'confirmed', 'confirmed'])

    // A worker that starts knows no head yet, so it checks the recent final transactions.
    const blind = q.worker({ chain: pastBlocksFail(q.chain) })
    await blind.drain()
    await blind.stop()
    expect(await jobsOf(members)).toEqual(confirmed)
    for (const wallet of members) expect(await memaps(wallet)).toBe(1n)
  })

  it('signs while the chain is away, and sends it all once the chain is back', {
    timeout: 90_000,
  }, async () => {
    const worker = q.worker()
    await worker.drain()
    await q.stopNode()
    const members = await q.enqueue('mint_nft', 5)
    const withdrawing = await q.enqueue('mint_whoom', 5)
    worker.wake()
    // Signed without the chain: each job has its hash while the RPC is away.
    const unsigned = async () =>
      (await jobsOf([...members, ...withdrawing]))
        .filter((job) => !job.tx_hash)
        .map(({ id, status, attempts, last_error }) => ({ id, status, attempts, last_error }))
    // Each round retries the RPC that is gone: slow on a busy machine (timed: nothing). What is
    // left unsigned, and why, shows when it fails.
    await expect.poll(unsigned, { timeout: 45_000 }).toEqual([])
    expect(worker.chainStatus()).toMatchObject({ up: false })
    const hashes = (await jobsOf([...members, ...withdrawing])).map((job) => job.tx_hash)

    await q.startNode()
    await worker.drain()
    await worker.stop()
    expect(worker.chainStatus().up).toBe(true)
    const jobs = await jobsOf([...members, ...withdrawing])
    expect(jobs.every((job) => job.status === 'confirmed')).toBe(true)
    expect(jobs.map((job) => job.tx_hash)).toEqual(hashes)
    for (const wallet of members) expect(await memaps(wallet)).toBe(1n)
    for (const wallet of withdrawing) expect(await whoom(wallet)).toBe(parseEther('29'))
  })
})
