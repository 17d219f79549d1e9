import { parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchMinterAbi } from '../generated/BatchMinter.ts'
import { meMapAbi } from '../generated/MeMap.ts'
import { whoomAbi } from '../generated/Whoom.ts'
import { startTestChain, type TestChain } from '../test/chain.ts'

let t: TestChain
beforeAll(async () => {
  t = await startTestChain()
})
afterAll(() => t?.devnet.stop())

const wallets = (count: number, from: number) =>
  Array.from(
    { length: count },
    (_, i) => `0x${(from + i).toString(16).padStart(40, '0')}` as `0x${string}`,
  )

async function send(by: TestChain['deployer'], call: 'mintMeMaps' | 'mintWhoom', args: never) {
  const hash = await by.writeContract({
    address: t.contracts.batch,
    abi: batchMinterAbi,
    functionName: call,
    args,
  })
  return t.publicClient.waitForTransactionReceipt({ hash })
}

describe('BatchMinter', () => {
  it('mints a MeMap to each wallet of a batch, in order, in one transaction', async () => {
    const to = wallets(50, 0x1000)
    const receipt = await send(t.deployer, 'mintMeMaps', [to] as never)
    expect(receipt.status).toBe('success')
    const minted = parseEventLogs({ abi: meMapAbi, eventName: 'Transfer', logs: receipt.logs })
      .filter((log) => log.args.from === zeroAddress)
      .map((log) => log.args.to.toLowerCase())
    expect(minted).toEqual(to)
  })

  it('lets one recipient that refuses the token fail alone, and says which', async () => {
    // A contract without onERC721Received refuses a safe mint: Whoom is one.
    const to = [...wallets(2, 0x2000), t.contracts.main, ...wallets(1, 0x2002)]
    const receipt = await send(t.deployer, 'mintMeMaps', [to] as never)
    expect(receipt.status).toBe('success')
    const failed = parseEventLogs({
      abi: batchMinterAbi,
      eventName: 'MeMapMintFailed',
      logs: receipt.logs,
    })
    expect(failed.map((log) => [log.args.index, log.args.to])).toEqual([[2n, t.contracts.main]])
    expect(failed[0]?.args.reason).not.toBe('0x')
    const owners = parseEventLogs({ abi: meMapAbi, eventName: 'Transfer', logs: receipt.logs })
    expect(owners.map((log) => log.args.to.toLowerCase())).toEqual([
      ...wallets(2, 0x2000),
      ...wallets(1, 0x2002),
    ])
  })

  it('mints Whoom to each wallet of a batch', async () => {
    const to = wallets(3, 0x3000)
    const amounts = [1n, 29n * 10n ** 18n, 5n]
    const receipt = await send(t.deployer, 'mintWhoom', [to, amounts] as never)
    expect(receipt.status).toBe('success')
    for (const [i, wallet] of to.entries()) {
      const balance = await t.publicClient.readContract({
        address: t.contracts.main,
        abi: whoomAbi,
        functionName: 'balanceOf',
        args: [wallet],
      })
      expect(balance).toBe(amounts[i])
    }
  })

  it('refuses a Whoom batch whose lists differ in length', async () => {
    await expect(
      send(t.deployer, 'mintWhoom', [wallets(2, 0x4000), [1n]] as never),
    ).rejects.toThrow(/LengthMismatch/)
  })

  it('lets only its owner mint', async () => {
    await expect(send(t.alice, 'mintMeMaps', [[t.alice.account.address]] as never)).rejects.toThrow(
      /OwnableUnauthorizedAccount/,
    )
    await expect(
      send(t.alice, 'mintWhoom', [[t.alice.account.address], [10n ** 24n]] as never),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/)
  })
})
