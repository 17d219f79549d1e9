import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

export type StartAnvilOptions = {
  /** Defaults to a free port. */
  port?: number
  /** JSON file the chain is loaded from (when it exists) and dumped to every second and on stop. */
  statePath?: string
  /** Defaults to 31337. */
  chainId?: number
  /** Mines a block every this many seconds, as OP chains do every 2 s; by default, at once. */
  blockTime?: number
}

export type Devnet = {
  rpcUrl: string
  port: number
  /** SIGTERM (anvil dumps its state), then SIGKILL after 5 s. Safe to call twice. */
  stop(): Promise<void>
}

const HOST = '127.0.0.1'
const READY_TIMEOUT_MS = 20_000
const STOP_TIMEOUT_MS = 5_000

/**
 * Starts a local anvil node and resolves once it answers JSON-RPC.
 *
 * @example
 * const devnet = await startAnvil({ statePath: 'data/devnet/state.json' })
 * // ... use devnet.rpcUrl
 * await devnet.stop()
 */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<Devnet> {
  const chainId = options.chainId ?? 31337
  // Binding first finds a free port, or fails clearly on a taken one (else we might poll a
  // different node that already listens there and take it for ours).
  const port = await reservePort(options.port ?? 0)
  const args = ['--host', HOST, '--port', String(port), '--chain-id', String(chainId)]
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))
  if (options.statePath) {
    // anvil starts empty when the file is missing, but silently never writes it if its folder is.
    await mkdir(dirname(options.statePath), { recursive: true })
    args.push('--state', options.statePath, '--state-interval', '1')
  }

  // stdout only logs RPC calls; ignoring it keeps an unread pipe from ever blocking anvil.
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  let spawnError: Error | undefined
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    // A binary that cannot run emits 'error' and maybe never 'exit'.
    child.on('error', (error) => {
      if (child.pid !== undefined) return
      spawnError = error
      resolve()
    })
  })
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  exited.then(() => process.off('exit', killOnExit))

  const rpcUrl = `http://${HOST}:${port}`
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopChild(child, exited)
    return stopping
  }

  try {
    await waitUntilReady({
      rpcUrl,
      chainId,
      child,
      exited,
      spawnError: () => spawnError,
      stderr: () => stderr,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { rpcUrl, port, stop }
}

function anvilBinaryPath(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const name = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    const packageJson = createRequire(import.meta.url).resolve(`${name}/package.json`)
    return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  } catch (cause) {
    throw new Error(`anvil is not installed for this platform: ${name} was not found`, { cause })
  }
}

/** Binds `port` (0: any free one) and releases it, returning the port. */
function reservePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error) =>
      reject(new Error(`anvil cannot use port ${port}: ${error.message}`)),
    )
    server.listen(port, HOST, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : 0
      server.close(() => (bound ? resolve(bound) : reject(new Error('no free port found'))))
    })
  })
}

async function waitUntilReady(state: {
  rpcUrl: string
  chainId: number
  child: ChildProcess
  exited: Promise<void>
  spawnError: () => Error | undefined
  stderr: () => string
}): Promise<void> {
  const { rpcUrl, chainId, child, exited, stderr } = state
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    const spawnError = state.spawnError()
    if (spawnError) throw new Error(`anvil could not start: ${spawnError.message}`)
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`anvil exited (${child.exitCode ?? child.signalCode}): ${stderr().trim()}`)
    }
    const answer = await queryChainId(rpcUrl)
    // Another process may have taken the port between reservePort and anvil's bind.
    if (answer !== undefined && answer !== chainId) {
      throw new Error(`${rpcUrl} answered chain id ${answer} instead of ${chainId}`)
    }
    if (answer === chainId) return
    await Promise.race([exited, sleep(100)])
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within 20 s: ${stderr().trim()}`)
}

async function queryChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    const body = (await response.json()) as { result?: string }
    return body.result ? Number(body.result) : undefined
  } catch {
    return undefined // not listening yet
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
