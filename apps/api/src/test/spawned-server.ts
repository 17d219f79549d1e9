import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { type Devnet, startAnvil } from '@memap/contracts/anvil'
import { type DeployedContracts, deployContracts } from '@memap/contracts/deploy'
import { DEVNET_POLLING_MS } from '@memap/contracts/devnet-pace'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { fundOnDevnet } from '../chain/devnet-signer.ts'
import { serverCommand } from './server-bundle.ts'

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..')

/**
 * An anvil owned by the caller, with the contracts deployed, and the environment that points a
 * server at it. A server killed with SIGKILL cannot stop a devnet of its own (anvil would be left
 * running); this one outlives every server process and is stopped by the caller.
 */
export interface TestChain {
  rpcUrl: string
  contracts: DeployedContracts
  publicClient: PublicClient
  /** The server's signer: a key of this chain's own, funded by anvil, that deployed the contracts. */
  signer: Address
  /** RPC_URL, CHAIN_ID, SIGNER_PRIVATE_KEY and the four contract addresses. */
  env: Record<string, string>
  stop(): Promise<void>
}

export async function startTestChain(options: { blockTime?: number } = {}): Promise<TestChain> {
  const devnet: Devnet = await startAnvil(options)
  try {
    const transport = http(devnet.rpcUrl)
    const publicClient = createPublicClient({
      chain: foundry,
      transport,
      pollingInterval: DEVNET_POLLING_MS,
    }) as PublicClient
    const key = generatePrivateKey()
    const signer = privateKeyToAccount(key)
    await fundOnDevnet(devnet.rpcUrl, signer.address)
    const contracts = await deployContracts({
      walletClient: createWalletClient({ account: signer, chain: foundry, transport }),
      publicClient,
      nftBaseUri: 'http://localhost/v0/nft/',
    })
    return {
      rpcUrl: devnet.rpcUrl,
      contracts,
      publicClient,
      signer: signer.address,
      env: {
        RPC_URL: devnet.rpcUrl,
        CHAIN_ID: '31337',
        SIGNER_PRIVATE_KEY: key,
        NFT_CONTRACT: contracts.nft,
        MAIN_CONTRACT: contracts.main,
        BADGE_CONTRACT: contracts.badge,
        BATCH_CONTRACT: contracts.batch,
      },
      stop: () => devnet.stop(),
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface SpawnedServer {
  /** `http://127.0.0.1:<port>`, one of the server's own origins. */
  url: string
  pid: number
  /** SIGKILL: no handler runs, as in a crash or an OOM kill. Resolves once it has exited. */
  kill(): Promise<void>
  /** SIGTERM, the graceful stop, then SIGKILL after 10 s. */
  stop(): Promise<void>
}

/**
 * Starts the real server (`serverCommand()`) on `port` with `env`, and
 * resolves once `/v0/health` answers 200. Its output is kept (the last 8 KB) for the error of a
 * start that fails.
 */
export async function spawnServer(options: {
  port: number
  dataDir: string
  env?: Record<string, string>
}): Promise<SpawnedServer> {
  const { DATABASE_URL: _, ...inherited } = process.env
  const child = spawn(process.execPath, serverCommand(), {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'error',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${options.port}`
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
  try {
    await waitForHealth(url, child)
  } catch (error) {
    await kill()
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return {
    url,
    pid: child.pid as number,
    kill,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Waits until the server answers /v0/health, failing at once if its process exits. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting`)
    }
    const healthy = await fetch(`${url}/v0/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server at ${url} did not become healthy within 60 s`)
}
