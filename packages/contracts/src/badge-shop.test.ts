import { encodeAbiParameters, isAddressEqual, parseEther, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { badgeShopAbi } from '../generated/BadgeShop.ts'
import { whoomAbi } from '../generated/Whoom.ts'
import { startTestChain, type TestChain } from '../test/chain.ts'
import { balanceOf, mintWhoom, transferAndCall } from '../test/whoom.ts'

let t: TestChain
beforeAll(async () => {
  t = await startTestChain()
  await mintWhoom(t, t.alice.account.address, parseEther('100'))
})
afterAll(() => t?.devnet.stop())

const purchase = (group: string, badgeName: string) =>
  encodeAbiParameters([{ type: 'string' }, { type: 'string' }], [group, badgeName])

describe('BadgeShop', () => {
  it('is owned by the deployer and sells for Whoom', async () => {
    const read = { address: t.contracts.badge, abi: badgeShopAbi } as const
    expect(await t.publicClient.readContract({ ...read, functionName: 'owner' })).toBe(
      t.deployer.account.address,
    )
    expect(await t.publicClient.readContract({ ...read, functionName: 'token' })).toBe(
      t.contracts.main,
    )
  })

  it('records a purchase paid with transferAndCall', async () => {
    const receipt = await transferAndCall(
      t,
      t.alice,
      t.contracts.badge,
      parseEther('5'),
      purchase('explorer', 'Café ☕'),
    )
    const [bought] = parseEventLogs({
      abi: badgeShopAbi,
      eventName: 'BadgePurchased',
      logs: receipt.logs,
    })
    expect(bought && isAddressEqual(bought.address, t.contracts.badge)).toBe(true)
    expect(bought?.args).toEqual({
      buyer: t.alice.account.address,
      group: 'explorer',
      badgeName: 'Café ☕',
      value: parseEther('5'),
    })
    expect(await balanceOf(t, t.contracts.badge)).toBe(parseEther('5'))
  })

  it('rejects a direct onTokenTransfer call', async () => {
    const faking = t.alice.writeContract({
      address: t.contracts.badge,
      abi: badgeShopAbi,
      functionName: 'onTokenTransfer',
      args: [t.alice.account.address, parseEther('1000'), purchase('explorer', 'Free')],
    })
    await expect(faking).rejects.toThrow(/UnauthorizedToken/)
  })

  it('rejects a payment whose data is not (group, badgeName)', async () => {
    const before = await balanceOf(t, t.alice.account.address)
    await expect(
      transferAndCall(t, t.alice, t.contracts.badge, parseEther('1'), '0x1234'),
    ).rejects.toThrow(/reverted/)
    expect(await balanceOf(t, t.alice.account.address)).toBe(before)
  })

  it('lets only the owner withdraw, to a treasury', async () => {
    const treasury = t.treasury.account.address
    const withdraw = (by: TestChain['deployer'], amount: bigint) =>
      by.writeContract({
        address: t.contracts.badge,
        abi: badgeShopAbi,
        functionName: 'withdraw',
        args: [treasury, amount],
      })
    await expect(withdraw(t.alice, parseEther('1'))).rejects.toThrow(/OwnableUnauthorizedAccount/)

    const shopBefore = await balanceOf(t, t.contracts.badge)
    const hash = await withdraw(t.deployer, parseEther('2'))
    await t.publicClient.waitForTransactionReceipt({ hash })
    expect(await balanceOf(t, treasury)).toBe(parseEther('2'))
    expect(await balanceOf(t, t.contracts.badge)).toBe(shopBefore - parseEther('2'))
  })

  it('cannot withdraw more than it holds', async () => {
    const balance = await balanceOf(t, t.contracts.badge)
    const withdrawing = t.deployer.writeContract({
      address: t.contracts.badge,
      // The revert comes from the token, so its errors are needed to decode it.
      abi: [...badgeShopAbi, ...whoomAbi.filter((item) => item.type === 'error')],
      functionName: 'withdraw',
      args: [t.treasury.account.address, balance + 1n],
    })
    await expect(withdrawing).rejects.toThrow(/ERC20InsufficientBalance/)
  })
})
