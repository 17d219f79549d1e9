import {
  type Address,
  type Hex,
  isAddressEqual,
  keccak256,
  parseEther,
  parseEventLogs,
  parseSignature,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { badgeShopAbi } from '../generated/BadgeShop.ts'
import { whoomAbi } from '../generated/Whoom.ts'
import { startTestChain, type TestChain } from '../test/chain.ts'
import { balanceOf, mintWhoom } from '../test/whoom.ts'
import { permitTypedData } from './permit.ts'
import { deploySmartWalletFactory } from './test-smart-wallet.ts'

let t: TestChain
let factory: Awaited<ReturnType<typeof deploySmartWalletFactory>>
beforeAll(async () => {
  t = await startTestChain()
  factory = await deploySmartWalletFactory(t.treasury, t.publicClient)
})
afterAll(() => t?.devnet.stop())

type Wallet = TestChain['deployer']
// The shop's errors and the token's, whose permit reverts inside the purchase.
const abi = [...badgeShopAbi, ...whoomAbi.filter((item) => item.type === 'error')]

const now = async () => (await t.publicClient.getBlock()).timestamp
const nonceOf = (owner: Address) =>
  t.publicClient.readContract({
    address: t.contracts.main,
    abi: whoomAbi,
    functionName: 'nonces',
    args: [owner],
  })

/** `signer` signs a permit of `value` for the shop on behalf of `owner` (itself, or its wallet contract). */
async function signPermit(
  signer: Wallet,
  {
    owner = signer.account.address,
    value,
    deadline,
  }: { owner?: Address; value: bigint; deadline?: bigint },
) {
  const permit = {
    chainId: t.publicClient.chain?.id ?? 31337,
    token: t.contracts.main,
    owner,
    spender: t.contracts.badge,
    value,
    nonce: await nonceOf(owner),
    deadline: deadline ?? (await now()) + 600n,
  }
  return { ...permit, signature: await signer.signTypedData(permitTypedData(permit)) }
}

/** The shop's owner sends the purchase for `buyer`. */
async function purchase(
  buyer: Address,
  value: bigint,
  deadline: bigint,
  signature: Hex,
  by: Wallet = t.deployer,
) {
  const hash = await by.writeContract({
    address: t.contracts.badge,
    abi,
    functionName: 'purchaseWithPermit',
    args: [buyer, 'Personality', 'Dreamer', value, deadline, signature],
  })
  return t.publicClient.waitForTransactionReceipt({ hash })
}

function bought(receipt: Awaited<ReturnType<typeof purchase>>) {
  return parseEventLogs({ abi: badgeShopAbi, eventName: 'BadgePurchased', logs: receipt.logs })
    .filter((log) => isAddressEqual(log.address, t.contracts.badge))
    .map((log) => log.args)
}

describe('a badge bought with a signed permit, the shop owner paying the gas', () => {
  it('moves exactly the price from the buyer and records the purchase as transferAndCall does', async () => {
    const alice = t.alice.account.address
    await mintWhoom(t, alice, parseEther('20'))
    const shopBefore = await balanceOf(t, t.contracts.badge)
    const ethBefore = await t.publicClient.getBalance({ address: alice })
    const permit = await signPermit(t.alice, { value: parseEther('5') })
    const receipt = await purchase(alice, permit.value, permit.deadline, permit.signature)

    expect(receipt.status).toBe('success')
    expect(bought(receipt)).toEqual([
      { buyer: alice, group: 'Personality', badgeName: 'Dreamer', value: parseEther('5') },
    ])
    expect(await balanceOf(t, alice)).toBe(parseEther('15'))
    expect(await balanceOf(t, t.contracts.badge)).toBe(shopBefore + parseEther('5'))
    // Nothing left approved, the permit's nonce used, and the buyer paid no gas.
    const allowance = await t.publicClient.readContract({
      address: t.contracts.main,
      abi: whoomAbi,
      functionName: 'allowance',
      args: [alice, t.contracts.badge],
    })
    expect(allowance).toBe(0n)
    expect(await nonceOf(alice)).toBe(permit.nonce + 1n)
    expect(await t.publicClient.getBalance({ address: alice })).toBe(ethBefore)
    console.info(`purchaseWithPermit, an account's signature: ${receipt.gasUsed} gas`)

    // The same signature again: its nonce is used.
    await expect(purchase(alice, permit.value, permit.deadline, permit.signature)).rejects.toThrow(
      /PermitInvalidSignature/,
    )
    expect(await balanceOf(t, alice)).toBe(parseEther('15'))
  })

  it('refuses an expired permit', async () => {
    const alice = t.alice.account.address
    const permit = await signPermit(t.alice, {
      value: parseEther('1'),
      deadline: (await now()) - 1n,
    })
    await expect(purchase(alice, permit.value, permit.deadline, permit.signature)).rejects.toThrow(
      /ERC2612ExpiredSignature/,
    )
  })

  it('refuses another amount than the one signed, and the permit of another buyer', async () => {
    const alice = t.alice.account.address
    const bob = t.bob.account.address
    await mintWhoom(t, bob, parseEther('20'))
    const before = [await balanceOf(t, alice), await balanceOf(t, bob)]
    const permit = await signPermit(t.alice, { value: parseEther('5') })
    await expect(
      purchase(alice, parseEther('6'), permit.deadline, permit.signature),
    ).rejects.toThrow(/PermitInvalidSignature/)
    await expect(
      purchase(alice, parseEther('4'), permit.deadline, permit.signature),
    ).rejects.toThrow(/PermitInvalidSignature/)
    // Alice's signature does not let the shop take Bob's Whoom, nor Bob's deadline hers.
    await expect(purchase(bob, permit.value, permit.deadline, permit.signature)).rejects.toThrow(
      /PermitInvalidSignature/,
    )
    await expect(
      purchase(alice, permit.value, permit.deadline + 1n, permit.signature),
    ).rejects.toThrow(/PermitInvalidSignature/)
    expect([await balanceOf(t, alice), await balanceOf(t, bob)]).toEqual(before)
    // Still good for what it says.
    expect((await purchase(alice, permit.value, permit.deadline, permit.signature)).status).toBe(
      'success',
    )
  })

  it('is sent by the shop owner only', async () => {
    const alice = t.alice.account.address
    const permit = await signPermit(t.alice, { value: parseEther('1') })
    await expect(
      purchase(alice, permit.value, permit.deadline, permit.signature, t.alice),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/)
  })

  it('refuses a permit of more Whoom than the buyer holds', async () => {
    const bob = t.bob.account.address
    const permit = await signPermit(t.bob, { value: (await balanceOf(t, bob)) + 1n })
    await expect(purchase(bob, permit.value, permit.deadline, permit.signature)).rejects.toThrow(
      /ERC20InsufficientBalance/,
    )
  })

  it('takes a smart-contract wallet’s signature (ERC-1271), and not a stranger’s for it', async () => {
    const owner = t.treasury
    const wallet = await factory.deploy(owner.account.address, keccak256(toHex('deployed')))
    await mintWhoom(t, wallet, parseEther('10'))

    const forged = await signPermit(t.bob, { owner: wallet, value: parseEther('5') })
    await expect(purchase(wallet, forged.value, forged.deadline, forged.signature)).rejects.toThrow(
      /PermitInvalidSignature/,
    )

    const permit = await signPermit(owner, { owner: wallet, value: parseEther('5') })
    const receipt = await purchase(wallet, permit.value, permit.deadline, permit.signature)
    expect(bought(receipt)).toEqual([
      { buyer: wallet, group: 'Personality', badgeName: 'Dreamer', value: parseEther('5') },
    ])
    expect(await balanceOf(t, wallet)).toBe(parseEther('5'))
    console.info(`purchaseWithPermit, an ERC-1271 wallet: ${receipt.gasUsed} gas`)
  })

  it('deploys a wallet not yet deployed from its ERC-6492 signature, then buys', async () => {
    const owner = t.treasury
    const salt = keccak256(toHex('counterfactual'))
    const wallet = factory.addressOf(owner.account.address, salt)
    expect(await t.publicClient.getCode({ address: wallet })).toBeUndefined()
    await mintWhoom(t, wallet, parseEther('3'))

    const permit = await signPermit(owner, { owner: wallet, value: parseEther('3') })
    const wrapped = serializeErc6492Signature({
      address: factory.address,
      data: factory.deployCall(owner.account.address, salt),
      signature: permit.signature,
    })
    const receipt = await purchase(wallet, permit.value, permit.deadline, wrapped)
    expect(bought(receipt)).toHaveLength(1)
    expect(await balanceOf(t, wallet)).toBe(0n)
    expect((await t.publicClient.getCode({ address: wallet }))?.length).toBeGreaterThan(2)
    console.info(`purchaseWithPermit, deploying an ERC-6492 wallet: ${receipt.gasUsed} gas`)
  })

  it('refuses an ERC-6492 signature whose factory deploys no wallet there', async () => {
    const owner = t.treasury
    const wallet = factory.addressOf(owner.account.address, keccak256(toHex('elsewhere')))
    await mintWhoom(t, wallet, parseEther('1'))
    const permit = await signPermit(owner, { owner: wallet, value: parseEther('1') })
    const wrapped = serializeErc6492Signature({
      address: factory.address,
      // Deploys a wallet, but at another address (another salt).
      data: factory.deployCall(owner.account.address, keccak256(toHex('other salt'))),
      signature: permit.signature,
    })
    await expect(purchase(wallet, permit.value, permit.deadline, wrapped)).rejects.toThrow(
      /WalletNotDeployed/,
    )
  })
})

describe('Whoom permit (ERC-2612)', () => {
  it('approves with the standard (v, r, s) signature of an account', async () => {
    const alice = t.alice.account.address
    const permit = await signPermit(t.alice, { value: parseEther('2') })
    const { v, r, s } = parseSignature(permit.signature)
    const hash = await t.bob.writeContract({
      address: t.contracts.main,
      abi: whoomAbi,
      functionName: 'permit',
      args: [alice, t.contracts.badge, permit.value, permit.deadline, Number(v), r, s],
    })
    await t.publicClient.waitForTransactionReceipt({ hash })
    const allowance = await t.publicClient.readContract({
      address: t.contracts.main,
      abi: whoomAbi,
      functionName: 'allowance',
      args: [alice, t.contracts.badge],
    })
    expect(allowance).toBe(parseEther('2'))
  })

  it('names its EIP-712 domain as the permit typed data does', async () => {
    const [, name, version, chainId, verifyingContract] = await t.publicClient.readContract({
      address: t.contracts.main,
      abi: whoomAbi,
      functionName: 'eip712Domain',
    })
    const { domain } = permitTypedData({
      chainId: Number(chainId),
      token: t.contracts.main,
      owner: t.alice.account.address,
      spender: t.contracts.badge,
      value: 0n,
      nonce: 0n,
      deadline: 0n,
    })
    expect({ name, version, chainId: Number(chainId), verifyingContract }).toEqual(domain)
  })
})
