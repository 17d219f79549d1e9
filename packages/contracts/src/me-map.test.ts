import { parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meMapAbi } from '../generated/MeMap.ts'
import { NFT_BASE_URI, startTestChain, type TestChain } from '../test/chain.ts'

let t: TestChain
beforeAll(async () => {
  t = await startTestChain()
})
afterAll(() => t?.devnet.stop())

async function mint(by: TestChain['deployer'], to: `0x${string}`) {
  const hash = await by.writeContract({
    address: t.contracts.nft,
    abi: meMapAbi,
    functionName: 'mint',
    args: [to],
  })
  return t.publicClient.waitForTransactionReceipt({ hash })
}

describe('MeMap', () => {
  it('has its name and symbol', async () => {
    const read = { address: t.contracts.nft, abi: meMapAbi } as const
    expect(await t.publicClient.readContract({ ...read, functionName: 'name' })).toBe('MeMap')
    expect(await t.publicClient.readContract({ ...read, functionName: 'symbol' })).toBe('MEMAP')
  })

  it('mints increasing ids from 1 with a standard Transfer', async () => {
    const first = await mint(t.deployer, t.alice.account.address)
    const second = await mint(t.deployer, t.bob.account.address)
    const [log1] = parseEventLogs({ abi: meMapAbi, eventName: 'Transfer', logs: first.logs })
    const [log2] = parseEventLogs({ abi: meMapAbi, eventName: 'Transfer', logs: second.logs })
    expect(log1?.args).toEqual({ from: zeroAddress, to: t.alice.account.address, tokenId: 1n })
    expect(log2?.args.tokenId).toBe(2n)
    const owner = await t.publicClient.readContract({
      address: t.contracts.nft,
      abi: meMapAbi,
      functionName: 'ownerOf',
      args: [2n],
    })
    expect(owner).toBe(t.bob.account.address)
  })

  it('returns the minted id from mint', async () => {
    const { result } = await t.publicClient.simulateContract({
      account: t.deployer.account,
      address: t.contracts.nft,
      abi: meMapAbi,
      functionName: 'mint',
      args: [t.alice.account.address],
    })
    const next = await mint(t.deployer, t.alice.account.address)
    const [log] = parseEventLogs({ abi: meMapAbi, eventName: 'Transfer', logs: next.logs })
    expect(log?.args.tokenId).toBe(result)
  })

  it('lets only minters mint', async () => {
    await expect(mint(t.alice, t.alice.account.address)).rejects.toThrow(
      /AccessControlUnauthorizedAccount/,
    )
  })

  it('builds tokenURI from the base URI and the id', async () => {
    const uri = await t.publicClient.readContract({
      address: t.contracts.nft,
      abi: meMapAbi,
      functionName: 'tokenURI',
      args: [1n],
    })
    expect(uri).toBe(`${NFT_BASE_URI}1`)
  })

  it('lets only the admin change the base URI', async () => {
    const setBaseURI = (by: TestChain['deployer'], uri: string) =>
      by.writeContract({
        address: t.contracts.nft,
        abi: meMapAbi,
        functionName: 'setBaseURI',
        args: [uri],
      })
    await expect(setBaseURI(t.alice, 'https://evil.example/')).rejects.toThrow(
      /AccessControlUnauthorizedAccount/,
    )
    const hash = await setBaseURI(t.deployer, 'https://memap.example/v0/nft/')
    const receipt = await t.publicClient.waitForTransactionReceipt({ hash })
    const [update] = parseEventLogs({
      abi: meMapAbi,
      eventName: 'BatchMetadataUpdate',
      logs: receipt.logs,
    })
    expect(update?.args._fromTokenId).toBe(1n)
    const uri = await t.publicClient.readContract({
      address: t.contracts.nft,
      abi: meMapAbi,
      functionName: 'tokenURI',
      args: [2n],
    })
    expect(uri).toBe('https://memap.example/v0/nft/2')
  })

  it('rejects tokenURI of a token that does not exist', async () => {
    await expect(
      t.publicClient.readContract({
        address: t.contracts.nft,
        abi: meMapAbi,
        functionName: 'tokenURI',
        args: [999n],
      }),
    ).rejects.toThrow(/ERC721NonexistentToken/)
  })

  it('advertises ERC-721 and ERC-4906 through ERC-165', async () => {
    for (const id of ['0x80ac58cd', '0x49064906', '0x7965db0b'] as const) {
      const supported = await t.publicClient.readContract({
        address: t.contracts.nft,
        abi: meMapAbi,
        functionName: 'supportsInterface',
        args: [id],
      })
      expect(supported, id).toBe(true)
    }
  })
})
