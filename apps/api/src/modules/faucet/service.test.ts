import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'
import { faucetService } from './service.ts'

describe('the devnet faucet', () => {
  const t = useTestApp()
  const ethOf = (address: `0x${string}`) => t.chain.publicClient.getBalance({ address })
  const drips = (address: `0x${string}`) =>
    t.db
      .selectFrom('chain_jobs')
      .select('id')
      .where('kind', '=', 'faucet')
      .where('wallet_addr', '=', address)
      .execute()

  it('sends 1 ETH to a wallet that signs in with less than 0.1, once a day', async () => {
    const account = newAccount()
    await signIn(t.app, account)
    expect(await drips(account.address)).toHaveLength(1)
    await t.worker.drain()
    expect(await ethOf(account.address)).toBe(parseEther('1'))
    await t.chain.publicClient.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, '0x0'] as never,
    })
    await signIn(t.app, account)
    await t.worker.drain()
    expect(await drips(account.address)).toHaveLength(1)
    expect(await ethOf(account.address)).toBe(0n)
  })

  it('leaves a wallet with gas money alone', async () => {
    const account = newAccount()
    await t.chain.publicClient.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, `0x${parseEther('0.5').toString(16)}`] as never,
    })
    await signIn(t.app, account)
    await t.worker.drain()
    expect(await drips(account.address)).toHaveLength(0)
  })

  it('fails unsent a drip to a wallet contract that takes no ETH, and the queue goes on', async () => {
    // The Whoom token takes no ETH: as a smart-contract wallet without a receive function.
    const refusing = t.chain.contracts.main
    const faucet = faucetService({ db: t.db, chain: t.chain, onJobQueued: t.worker.wake })
    expect(await faucet.dripIfPoor(refusing)).toBe(true)
    const account = newAccount()
    await signIn(t.app, account)
    await t.worker.drain()
    const [job] = await t.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('kind', '=', 'faucet')
      .where('wallet_addr', '=', refusing)
      .execute()
    expect(job).toMatchObject({ status: 'failed', tx_hash: null })
    expect(job?.last_error).toMatch(/^refused: /)
    expect(await ethOf(account.address)).toBe(parseEther('1'))
  })

  it('is off on every other chain', async () => {
    const sepolia = { ...t.chain, chainId: 11155420 as const, isDevnet: false }
    const faucet = faucetService({ db: t.db, chain: sepolia, onJobQueued: () => {} })
    expect(faucet.enabled).toBe(false)
    const poor = newAccount().address
    expect(await faucet.dripIfPoor(poor)).toBe(false)
    expect(await drips(poor)).toHaveLength(0)
  })
})
