import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startAnvil } from '@memap/contracts/anvil'
import { CONTRACTS_VERSION, deployContracts } from '@memap/contracts/deploy'
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
  keccak256,
  parseEther,
  toHex,
  zeroHash,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createChainClients } from './clients.ts'
import type { ChainContext } from './context.ts'
import { startLocalChain } from './devnet.ts'
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
    // Signed, as every devnet then was, by anvil's first dev account.
    const clients = createChainClients({
      chainId: 31337,
      rpcUrl: node.rpcUrl,
      privateKey: DEV_PRIVATE_KEYS[0],
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
      // Its signer moved first, in a line of its own: the kept MeMap is the new key's too.
      expect(lines.filter((line) => /signer moved/.test(line))).toHaveLength(1)
      expect(await heldBy(chain.context, chain.context.account.address)).toEqual(ALL)
      expect(await heldBy(chain.context, privateKeyToAccount(DEV_PRIVATE_KEYS[0]).address)).toEqual(
        NONE,
      )

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

const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'))

/**
 * Every call that mints, sells or changes anything reverts for each of anvil's dev accounts,
 * whose keys are public.
 */
async function expectPublicKeysHoldNothing(context: ChainContext) {
  const { publicClient, contracts } = context
  for (const key of DEV_PRIVATE_KEYS) {
    const account = privateKeyToAccount(key).address
    const attempts: [string, () => Promise<unknown>][] = [
      [
        'Whoom.mint',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.main,
            abi: whoomAbi,
            functionName: 'mint',
            args: [account, parseEther('1000000')],
          }),
      ],
      [
        'Whoom.grantRole',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.main,
            abi: whoomAbi,
            functionName: 'grantRole',
            args: [MINTER_ROLE, account],
          }),
      ],
      [
        'MeMap.mint',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.nft,
            abi: meMapAbi,
            functionName: 'mint',
            args: [account],
          }),
      ],
      [
        'MeMap.grantRole',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.nft,
            abi: meMapAbi,
            functionName: 'grantRole',
            args: [zeroHash, account],
          }),
      ],
      [
        'MeMap.setBaseURI',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.nft,
            abi: meMapAbi,
            functionName: 'setBaseURI',
            args: ['https://elsewhere.example/'],
          }),
      ],
      [
        'BadgeShop.withdraw',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.badge,
            abi: badgeShopAbi,
            functionName: 'withdraw',
            args: [account, 0n],
          }),
      ],
      [
        'BadgeShop.transferOwnership',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.badge,
            abi: badgeShopAbi,
            functionName: 'transferOwnership',
            args: [account],
          }),
      ],
      [
        'BatchMinter.mintMeMaps',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.batch as Address,
            abi: batchMinterAbi,
            functionName: 'mintMeMaps',
            args: [[account]],
          }),
      ],
      [
        'BatchMinter.mintWhoom',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.batch as Address,
            abi: batchMinterAbi,
            functionName: 'mintWhoom',
            args: [[account], [parseEther('1000000')]],
          }),
      ],
      [
        'BadgeShop.purchaseWithPermit',
        () =>
          publicClient.simulateContract({
            account,
            address: contracts.badge,
            abi: badgeShopAbi,
            functionName: 'purchaseWithPermit',
            args: [account, 'Personality', 'Dreamer', 0n, 0n, '0x'],
          }),
      ],
    ]
    for (const [call, attempt] of attempts) {
      await expect(attempt(), `${call} from ${account}`).rejects.toThrow(/revert/i)
    }
  }
}

/** The roles of MeMap and Whoom and the shop that `account` holds. */
async function heldBy(context: ChainContext, account: Address) {
  const { publicClient, contracts } = context
  const has = (address: Address, abi: typeof whoomAbi | typeof meMapAbi, role: Hex) =>
    publicClient.readContract({ address, abi, functionName: 'hasRole', args: [role, account] })
  const owner = await publicClient.readContract({
    address: contracts.badge,
    abi: badgeShopAbi,
    functionName: 'owner',
  })
  const batchOwner = await publicClient.readContract({
    address: contracts.batch as Address,
    abi: batchMinterAbi,
    functionName: 'owner',
  })
  return {
    meMapMinter: await has(contracts.nft, meMapAbi, MINTER_ROLE),
    meMapAdmin: await has(contracts.nft, meMapAbi, zeroHash),
    whoomMinter: await has(contracts.main, whoomAbi, MINTER_ROLE),
    whoomAdmin: await has(contracts.main, whoomAbi, zeroHash),
    shopOwner: owner === account,
    batchOwner: batchOwner === account,
  }
}
const ALL = {
  meMapMinter: true,
  meMapAdmin: true,
  whoomMinter: true,
  whoomAdmin: true,
  shopOwner: true,
  batchOwner: true,
}
const NONE = {
  meMapMinter: false,
  meMapAdmin: false,
  whoomMinter: false,
  whoomAdmin: false,
  shopOwner: false,
  batchOwner: false,
}

describe("the devnet's signer", () => {
  it('is a key made for its data folder, kept for its owner only, and no public key can sign for it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-signer-'))
    const chain = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    try {
      const signer = chain.context.account.address
      const devAddresses = DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)
      expect(devAddresses).not.toContain(signer)
      const file = path.join(dataDir, 'devnet', 'signer.key')
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600)
      expect(privateKeyToAccount((await fs.readFile(file, 'utf8')).trim() as Hex).address).toBe(
        signer,
      )
      // Funded by anvil, and holding every role of the contracts it deployed.
      expect(await chain.context.publicClient.getBalance({ address: signer })).toBeGreaterThan(
        parseEther('100'),
      )
      expect(await heldBy(chain.context, signer)).toEqual(ALL)
      for (const dev of devAddresses) expect(await heldBy(chain.context, dev)).toEqual(NONE)
      await expectPublicKeysHoldNothing(chain.context)
    } finally {
      await chain.stop()
    }
    const again = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    expect(again.context.account.address).toBe(chain.context.account.address)
    await again.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })
})

describe('a devnet data folder signed by anvil’s first dev key (made before the signer had its own)', () => {
  /** A folder as the server left it then: this version's contracts, deployed by anvil's first dev key. */
  async function publicKeyFolder() {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-public-'))
    const dir = path.join(dataDir, 'devnet')
    const node = await startAnvil({ statePath: path.join(dir, 'state.json') })
    const { walletClient, publicClient, account, chain } = createChainClients({
      chainId: 31337,
      rpcUrl: node.rpcUrl,
      privateKey: DEV_PRIVATE_KEYS[0],
    })
    const contracts = await deployContracts({
      walletClient,
      publicClient,
      nftBaseUri: 'http://localhost/v0/nft/',
    })
    const holder = privateKeyToAccount(DEV_PRIVATE_KEYS[7]).address
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: contracts.main,
        abi: whoomAbi,
        functionName: 'mint',
        args: [holder, parseEther('29')],
        account,
        chain,
      }),
    })
    await fs.writeFile(
      path.join(dir, 'deployment.json'),
      `${JSON.stringify({ ...contracts, version: CONTRACTS_VERSION }, null, 2)}\n`,
    )
    await node.stop()
    return { dataDir, dir, contracts, holder }
  }

  it('is moved on start to a key of its own: roles and shop handed over, the dev key’s renounced, said in one line', async () => {
    const { dataDir, dir, contracts, holder } = await publicKeyFolder()
    const lines: string[] = []
    const heard = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const chain = await startLocalChain({
      dataDir,
      nftBaseUri: 'http://localhost/v0/nft/',
      log: heard,
    })
    const first = privateKeyToAccount(DEV_PRIVATE_KEYS[0]).address
    try {
      const signer = chain.context.account.address
      expect(signer).not.toBe(first)
      // The same contracts and chain: nothing deployed again.
      expect(chain.context.contracts).toEqual(contracts)
      expect(
        await chain.context.publicClient.readContract({
          address: contracts.main,
          abi: whoomAbi,
          functionName: 'balanceOf',
          args: [holder],
        }),
      ).toBe(parseEther('29'))
      const said = lines.map((line) => JSON.parse(line).msg as string)
      expect(said.filter((msg) => /signer/.test(msg))).toEqual([
        `devnet signer moved off anvil's public dev key ${first} to ${signer}, whose key was made for this data folder (${path.join(dir, 'signer.key')}): MeMap's and Whoom's roles and the BadgeShop and BatchMinter handed over, and renounced by the dev key`,
      ])
      expect(said.filter((msg) => /deployed|upgraded/.test(msg))).toEqual([])
      expect((await fs.stat(path.join(dir, 'signer.key'))).mode & 0o777).toBe(0o600)
      expect(await heldBy(chain.context, signer)).toEqual(ALL)
      expect(await heldBy(chain.context, first)).toEqual(NONE)
      await expectPublicKeysHoldNothing(chain.context)
      // The server signs as before, with its own key.
      const { walletClient, publicClient, account } = chain.context
      const minted = await publicClient.waitForTransactionReceipt({
        hash: await walletClient.writeContract({
          address: contracts.nft,
          abi: meMapAbi,
          functionName: 'mint',
          args: [holder],
          account,
          chain: chain.context.chain,
        }),
      })
      expect(minted.status).toBe('success')
    } finally {
      await chain.stop()
    }

    // Started again, it is done: nothing said, the same signer.
    lines.length = 0
    const again = await startLocalChain({
      dataDir,
      nftBaseUri: 'http://localhost/v0/nft/',
      log: heard,
    })
    expect(again.context.account.address).toBe(chain.context.account.address)
    expect(lines.filter((line) => /signer moved/.test(line))).toEqual([])
    await again.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('refuses to start with a key its contracts do not know, naming the way out', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-lost-key-'))
    const first = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    await first.stop()
    const dir = path.join(dataDir, 'devnet')
    await fs.rm(path.join(dir, 'signer.key'))
    await expect(
      startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log }),
    ).rejects.toThrow(`mv ${dir} ${dir}.old`)
    await fs.rm(dataDir, { recursive: true, force: true })
  })
})

describe('a devnet data folder of contracts version 2 (before batches)', () => {
  it('is upgraded on start: its signer moved, the BatchMinter added, every contract and holding kept', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-v2-'))
    const dir = path.join(dataDir, 'devnet')
    const node = await startAnvil({ statePath: path.join(dir, 'state.json') })
    // As a server of version 2 left it: deployed by anvil's first dev key.
    const { walletClient, publicClient, account, chain } = createChainClients({
      chainId: 31337,
      rpcUrl: node.rpcUrl,
      privateKey: DEV_PRIVATE_KEYS[0],
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
      const said = lines.map((line) => JSON.parse(line).msg as string)
      expect(said.filter((msg) => /signer moved/.test(msg))).toHaveLength(1)
      expect(said.filter((msg) => /upgraded/.test(msg))).toEqual([
        `devnet contracts upgraded from version 2 to 3: BatchMinter ${contracts.batch} (MeMap kept; addresses written to deployment.json)`,
      ])
      expect(await heldBy(upgraded.context, upgraded.context.account.address)).toEqual(ALL)
      await expectPublicKeysHoldNothing(upgraded.context)
      const read = upgraded.context.publicClient
      const ownerOf = (tokenId: bigint) =>
        read.readContract({ address: nft, abi: meMapAbi, functionName: 'ownerOf', args: [tokenId] })
      expect(await ownerOf(1n)).toBe(member)
      expect(
        await read.readContract({
          address: main,
          abi: whoomAbi,
          functionName: 'balanceOf',
          args: [member],
        }),
      ).toBe(parseEther('29'))
      // The server mints in batches on the kept contracts.
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
      expect(await ownerOf(2n)).toBe(next)
    } finally {
      await upgraded.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
