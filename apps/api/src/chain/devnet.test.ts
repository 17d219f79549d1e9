import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startAnvil } from '@memap/contracts/anvil'
import { deployContracts } from '@memap/contracts/deploy'
import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { badgeShopAbi, badgeShopBytecode } from '@memap/contracts/generated/BadgeShop'
import { batchMinterAbi } from '@memap/contracts/generated/BatchMinter'
import { meMapAbi, meMapBytecode } from '@memap/contracts/generated/MeMap'
import { whoomAbi, whoomBytecode } from '@memap/contracts/generated/Whoom'
import { pino } from 'pino'
import {
  type Abi,
  type Address,
  concat,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createChainClients } from './clients.ts'
import { DEVNET_SIGNER_KEY, startLocalChain } from './devnet.ts'
import { badgeShopV1Bytecode, whoomV1Bytecode } from './fixtures/contracts-v1.ts'

const log = pino({ level: 'silent' })

describe('the embedded devnet', () => {
  it('keeps its contracts across a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-'))
    const first = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    const contracts = first.context.contracts
    await first.stop()
    const second = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    expect(second.context.contracts).toEqual(contracts)
    const code = await second.context.publicClient.getCode({ address: contracts.main })
    expect(code?.length).toBeGreaterThan(2)
    await second.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('starts a fresh, deployed chain when its state file is unreadable', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-'))
    await fs.mkdir(path.join(dataDir, 'devnet'))
    await fs.writeFile(path.join(dataDir, 'devnet', 'state.json'), '{ half a fi')
    const chain = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    const code = await chain.context.publicClient.getCode({ address: chain.context.contracts.nft })
    expect(code?.length).toBeGreaterThan(2)
    const kept = await fs.readdir(path.join(dataDir, 'devnet'))
    expect(kept.some((name) => name.startsWith('state.json.unreadable-'))).toBe(true)
    await chain.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('stops the devnet a killed server left running, and goes on from its latest block', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-'))
    const left = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    // Mined just before the server was killed: not yet in the state file anvil writes each second.
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { walletClient, publicClient, account, chain } = left.context
    const hash = await walletClient.sendTransaction({ account, chain, to: recipient, value: 7n })
    await publicClient.waitForTransactionReceipt({ hash })

    // SIGKILL runs no handler: nothing stops `left`. The next server starts its devnet.
    const next = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    try {
      expect(await next.context.publicClient.getBalance({ address: recipient })).toBe(7n)
      await expect(publicClient.getBlockNumber({ cacheTime: 0 })).rejects.toThrow()
    } finally {
      await next.stop()
      await left.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('a devnet data folder made before signed permits (contracts version 1)', () => {
  /** A data folder as the server of version 1 left it: its chain and a deployment.json without version. */
  async function versionOneFolder() {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-v1-'))
    const dir = path.join(dataDir, 'devnet')
    const node = await startAnvil({ statePath: path.join(dir, 'state.json') })
    const clients = createChainClients({
      chainId: 31337,
      rpcUrl: node.rpcUrl,
      privateKey: DEVNET_SIGNER_KEY,
    })
    const { walletClient, publicClient, account, chain } = clients
    const deploy = async (bytecode: Hex, args: Hex) => {
      const hash = await walletClient.sendTransaction({
        account,
        chain,
        to: null,
        data: concat([bytecode, args]),
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      return getAddress(receipt.contractAddress as Address)
    }
    const address = (value: Address) => encodeAbiParameters([{ type: 'address' }], [value])
    const { nft } = await deployContracts({
      walletClient,
      publicClient,
      nftBaseUri: 'http://localhost/v0/nft/',
    })
    const main = await deploy(whoomV1Bytecode, address(account.address))
    const badge = await deploy(badgeShopV1Bytecode, address(main))
    const write = async (request: Parameters<typeof walletClient.writeContract>[0]) =>
      publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })

    // A member withdrew 29 Whoom and paid 5 of them for a badge, the way version 1 took it.
    const holder = privateKeyToAccount(DEV_PRIVATE_KEYS[7])
    await write({
      address: main,
      abi: whoomAbi,
      functionName: 'mint',
      args: [holder.address, parseEther('29')],
      account,
      chain,
    })
    const member = createWalletClient({ account: holder, chain, transport: http(node.rpcUrl) })
    await publicClient.waitForTransactionReceipt({
      hash: await member.writeContract({
        address: main,
        abi: whoomAbi,
        functionName: 'transferAndCall',
        args: [
          badge,
          parseEther('5'),
          encodeAbiParameters([{ type: 'string' }, { type: 'string' }], ['Personality', 'Dreamer']),
        ],
      }),
    })
    await fs.writeFile(
      path.join(dir, 'deployment.json'),
      `${JSON.stringify({ nft, main, badge }, null, 2)}\n`,
    )
    await node.stop()
    return { dataDir, dir, old: { nft, main, badge }, holder: holder.address }
  }

  it('is upgraded on start: Whoom and BadgeShop deployed again, their Whoom carried, said in one line', async () => {
    const { dataDir, dir, old, holder } = await versionOneFolder()
    const lines: string[] = []
    const heard = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const chain = await startLocalChain({
      dataDir,
      nftBaseUri: 'http://localhost/v0/nft/',
      log: heard,
    })
    try {
      const { contracts, publicClient } = chain.context
      expect(contracts.nft).toBe(old.nft)
      expect(contracts.main).not.toBe(old.main)
      expect(contracts.badge).not.toBe(old.badge)
      const upgraded = lines
        .map((line) => JSON.parse(line).msg)
        .filter((msg) => /upgraded/.test(msg))
      expect(upgraded).toEqual([
        `devnet contracts upgraded from version 1 to 3: Whoom ${old.main} -> ${contracts.main}, BadgeShop ${old.badge} -> ${contracts.badge}, BatchMinter ${contracts.batch} (MeMap kept, on-chain Whoom balances carried over; addresses written to deployment.json)`,
      ])
      expect(JSON.parse(await fs.readFile(path.join(dir, 'deployment.json'), 'utf8'))).toEqual({
        ...contracts,
        version: 3,
      })

      const whoom = (functionName: 'balanceOf' | 'nonces', account: Address) =>
        publicClient.readContract({
          address: contracts.main,
          abi: whoomAbi,
          functionName,
          args: [account],
        })
      expect(await whoom('balanceOf', holder)).toBe(parseEther('24'))
      expect(await whoom('balanceOf', contracts.badge)).toBe(parseEther('5'))
      // The new contracts are this version's: the token counts permits, the shop relays them.
      expect(await whoom('nonces', holder)).toBe(0n)
      const shopToken = await publicClient.readContract({
        address: contracts.badge,
        abi: badgeShopAbi,
        functionName: 'token',
      })
      expect(shopToken).toBe(contracts.main)
    } finally {
      await chain.stop()
    }

    // Started again, it is up to date: nothing deployed, nothing said.
    lines.length = 0
    const again = await startLocalChain({
      dataDir,
      nftBaseUri: 'http://localhost/v0/nft/',
      log: heard,
    })
    const first = JSON.parse(await fs.readFile(path.join(dir, 'deployment.json'), 'utf8'))
    expect(again.context.contracts).toEqual({
      nft: first.nft,
      main: first.main,
      badge: first.badge,
      batch: first.batch,
    })
    expect(lines.filter((line) => /upgraded|deployed/.test(line))).toEqual([])
    await again.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('refuses a folder of a newer version, naming the command that sets it aside', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-new-'))
    const first = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    await first.stop()
    const file = path.join(dataDir, 'devnet', 'deployment.json')
    const deployment = JSON.parse(await fs.readFile(file, 'utf8'))
    await fs.writeFile(file, JSON.stringify({ ...deployment, version: 99 }))
    const dir = path.join(dataDir, 'devnet')
    await expect(
      startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log }),
    ).rejects.toThrow(`mv ${dir} ${dir}.v99`)
    await fs.rm(dataDir, { recursive: true, force: true })
  })
})

describe('a devnet data folder of contracts version 2 (before batches)', () => {
  it('is upgraded on start: the BatchMinter added, every contract and holding kept', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-v2-'))
    const dir = path.join(dataDir, 'devnet')
    const node = await startAnvil({ statePath: path.join(dir, 'state.json') })
    const { walletClient, publicClient, account, chain } = createChainClients({
      chainId: 31337,
      rpcUrl: node.rpcUrl,
      privateKey: DEVNET_SIGNER_KEY,
    })
    const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
      const hash = await walletClient.deployContract({ abi, bytecode, args, account, chain })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      return getAddress(receipt.contractAddress as Address)
    }
    // Version 2's three contracts are today's, without the BatchMinter.
    const nft = await deploy(meMapAbi, meMapBytecode, ['http://localhost/v0/nft/', account.address])
    const main = await deploy(whoomAbi, whoomBytecode, [account.address])
    const badge = await deploy(badgeShopAbi, badgeShopBytecode, [main])
    const member = privateKeyToAccount(DEV_PRIVATE_KEYS[6]).address
    for (const request of [
      { address: nft, abi: meMapAbi, functionName: 'mint', args: [member] },
      { address: main, abi: whoomAbi, functionName: 'mint', args: [member, parseEther('29')] },
    ] as const) {
      const hash = await walletClient.writeContract({ ...request, account, chain } as never)
      await publicClient.waitForTransactionReceipt({ hash })
    }
    await fs.writeFile(
      path.join(dir, 'deployment.json'),
      `${JSON.stringify({ nft, main, badge, version: 2 }, null, 2)}\n`,
    )
    await node.stop()

    const lines: string[] = []
    const heard = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const upgraded = await startLocalChain({
      dataDir,
      nftBaseUri: 'http://localhost/v0/nft/',
      log: heard,
    })
    try {
      const { contracts } = upgraded.context
      expect(contracts).toMatchObject({ nft, main, badge })
      expect(contracts.batch).toBeDefined()
      expect(
        lines.map((line) => JSON.parse(line).msg).filter((msg) => /upgraded/.test(msg)),
      ).toEqual([
        `devnet contracts upgraded from version 2 to 3: BatchMinter ${contracts.batch} (MeMap kept; addresses written to deployment.json)`,
      ])
      const read = upgraded.context.publicClient
      expect(
        await read.readContract({
          address: nft,
          abi: meMapAbi,
          functionName: 'ownerOf',
          args: [1n],
        }),
      ).toBe(member)
      expect(
        await read.readContract({
          address: main,
          abi: whoomAbi,
          functionName: 'balanceOf',
          args: [member],
        }),
      ).toBe(parseEther('29'))
      // The BatchMinter mints on the kept contracts.
      const { walletClient: signer, account: server, chain: devnet } = upgraded.context
      const next = privateKeyToAccount(generatePrivateKey()).address
      const hash = await signer.writeContract({
        address: contracts.batch as Address,
        abi: batchMinterAbi,
        functionName: 'mintMeMaps',
        args: [[next]],
        account: server,
        chain: devnet,
      })
      await read.waitForTransactionReceipt({ hash })
      expect(
        await read.readContract({
          address: nft,
          abi: meMapAbi,
          functionName: 'ownerOf',
          args: [2n],
        }),
      ).toBe(next)
    } finally {
      await upgraded.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
