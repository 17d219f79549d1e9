import { parseEther, parseEventLogs, toEventSelector } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whoomAbi } from '../generated/Whoom.ts'
import { startTestChain, type TestChain } from '../test/chain.ts'
import { balanceOf, erc677TransferEvent, mintWhoom, transferAndCall } from '../test/whoom.ts'

let t: TestChain
beforeAll(async () => {
  t = await startTestChain()
})
afterAll(() => t?.devnet.stop())

describe('Whoom', () => {
  it('is the 18-decimal WHOOM token', async () => {
    const read = { address: t.contracts.main, abi: whoomAbi } as const
    expect(await t.publicClient.readContract({ ...read, functionName: 'decimals' })).toBe(18)
    expect(await t.publicClient.readContract({ ...read, functionName: 'name' })).toBe('Whoom')
    expect(await t.publicClient.readContract({ ...read, functionName: 'symbol' })).toBe('WHOOM')
  })

  it('lets the minter mint', async () => {
    await mintWhoom(t, t.alice.account.address, parseEther('100'))
    expect(await balanceOf(t, t.alice.account.address)).toBe(parseEther('100'))
  })

  it('lets only minters mint', async () => {
    const minting = t.alice.writeContract({
      address: t.contracts.main,
      abi: whoomAbi,
      functionName: 'mint',
      args: [t.alice.account.address, 1n],
    })
    await expect(minting).rejects.toThrow(/AccessControlUnauthorizedAccount/)
  })

  it('declares the ERC-677 Transfer overload in its ABI', () => {
    const selectors = whoomAbi.filter((item) => item.type === 'event').map(toEventSelector)
    expect(selectors).toContain(toEventSelector(erc677TransferEvent))
  })

  it('transferAndCall to an account transfers and emits both Transfer events', async () => {
    const bob = t.bob.account.address
    const before = await balanceOf(t, bob)
    const receipt = await transferAndCall(t, t.alice, bob, parseEther('3'), '0xc0ffee')
    expect(receipt.status).toBe('success')
    expect(await balanceOf(t, bob)).toBe(before + parseEther('3'))

    const erc20 = parseEventLogs({ abi: whoomAbi, eventName: 'Transfer', logs: receipt.logs })
    expect(erc20.map((log) => log.args)).toContainEqual({
      from: t.alice.account.address,
      to: bob,
      value: parseEther('3'),
    })
    const erc677 = parseEventLogs({ abi: [erc677TransferEvent], logs: receipt.logs })
    expect(erc677).toHaveLength(1)
    expect(erc677[0]?.args).toEqual({
      from: t.alice.account.address,
      to: bob,
      value: parseEther('3'),
      data: '0xc0ffee',
    })
  })

  it('rejects transfers above the balance', async () => {
    const balance = await balanceOf(t, t.alice.account.address)
    const bob = t.bob.account.address
    await expect(transferAndCall(t, t.alice, bob, balance + 1n, '0x')).rejects.toThrow(
      /ERC20InsufficientBalance/,
    )
    const transfer = t.alice.writeContract({
      address: t.contracts.main,
      abi: whoomAbi,
      functionName: 'transfer',
      args: [bob, balance + 1n],
    })
    await expect(transfer).rejects.toThrow(/ERC20InsufficientBalance/)
    expect(await balanceOf(t, t.alice.account.address)).toBe(balance)
  })
})
