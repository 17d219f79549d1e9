import { getAddress, keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchMinterAbi } from '../generated/BatchMinter.ts'
import { meMapAbi } from '../generated/MeMap.ts'
import { whoomAbi } from '../generated/Whoom.ts'
import { startTestChain, type TestChain } from '../test/chain.ts'
import { contractsHaveCode, deployContracts } from './deploy.ts'

let t: TestChain
beforeAll(async () => {
  t = await startTestChain()
})
afterAll(() => t?.devnet.stop())

const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'))
const DEFAULT_ADMIN_ROLE = `0x${'00'.repeat(32)}` as const

describe('deployContracts', () => {
  it('returns four distinct checksummed addresses that hold code', async () => {
    const addresses = Object.values(t.contracts)
    expect(new Set(addresses).size).toBe(4)
    for (const address of addresses) expect(address).toBe(getAddress(address))
    expect(await contractsHaveCode(t.publicClient, t.contracts)).toBe(true)
  })

  it('makes the deployer admin and minter of MeMap and Whoom', async () => {
    const deployer = t.deployer.account.address
    for (const [address, abi] of [
      [t.contracts.nft, meMapAbi],
      [t.contracts.main, whoomAbi],
    ] as const) {
      for (const role of [DEFAULT_ADMIN_ROLE, MINTER_ROLE]) {
        const has = await t.publicClient.readContract({
          address,
          abi,
          functionName: 'hasRole',
          args: [role, deployer],
        })
        expect(has).toBe(true)
      }
    }
  })

  it('makes the BatchMinter a minter of MeMap and Whoom, owned by the deployer', async () => {
    for (const [address, abi] of [
      [t.contracts.nft, meMapAbi],
      [t.contracts.main, whoomAbi],
    ] as const) {
      const has = await t.publicClient.readContract({
        address,
        abi,
        functionName: 'hasRole',
        args: [MINTER_ROLE, t.contracts.batch],
      })
      expect(has).toBe(true)
    }
    const owner = await t.publicClient.readContract({
      address: t.contracts.batch,
      abi: batchMinterAbi,
      functionName: 'owner',
    })
    expect(owner).toBe(t.deployer.account.address)
  })

  it('keeps the three contracts of version 2 and adds only the BatchMinter', async () => {
    const { nft, main, badge } = t.contracts
    const upgraded = await deployContracts({
      walletClient: t.deployer,
      publicClient: t.publicClient,
      nftBaseUri: 'unused',
      kept: { nft, main, badge },
    })
    expect(upgraded).toMatchObject({ nft, main, badge })
    expect(upgraded.batch).not.toBe(t.contracts.batch)
    expect(await contractsHaveCode(t.publicClient, [upgraded.batch])).toBe(true)
  })

  it('refuses to keep Whoom without its shop', async () => {
    await expect(
      deployContracts({
        walletClient: t.deployer,
        publicClient: t.publicClient,
        nftBaseUri: 'unused',
        kept: { nft: t.contracts.nft, main: t.contracts.main },
      }),
    ).rejects.toThrow(/kept together/)
  })

  it('reports an account or an empty address as having no code', async () => {
    expect(
      await contractsHaveCode(t.publicClient, [t.contracts.nft, t.alice.account.address]),
    ).toBe(false)
    expect(
      await contractsHaveCode(t.publicClient, { nft: getAddress(`0x${'12'.repeat(20)}`) }),
    ).toBe(false)
  })
})
