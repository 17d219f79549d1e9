import { getAddress, keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meMapAbi } from '../generated/MeMap.ts'
import { whoomAbi } from '../generated/Whoom.ts'
import { startTestChain, type TestChain } from '../test/chain.ts'
import { contractsHaveCode } from './deploy.ts'

let t: TestChain
beforeAll(async () => {
  t = await startTestChain()
})
afterAll(() => t?.devnet.stop())

const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'))
const DEFAULT_ADMIN_ROLE = `0x${'00'.repeat(32)}` as const

describe('deployContracts', () => {
  it('returns three distinct checksummed addresses that hold code', async () => {
    const addresses = Object.values(t.contracts)
    expect(new Set(addresses).size).toBe(3)
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

  it('reports an account or an empty address as having no code', async () => {
    expect(
      await contractsHaveCode(t.publicClient, [t.contracts.nft, t.alice.account.address]),
    ).toBe(false)
    expect(
      await contractsHaveCode(t.publicClient, { nft: getAddress(`0x${'12'.repeat(20)}`) }),
    ).toBe(false)
  })
})
