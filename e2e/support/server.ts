import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { serverCommand } from '../../apps/api/src/test/server-bundle.ts'
import { freePort, waitForHealth } from '../../apps/api/src/test/spawned-server.ts'

const repoRoot = path.resolve(import.meta.dirname, '..', '..')

export interface RunningServer {
  url: string
  dataDir: string
  stop(): Promise<void>
}

/**
 * Starts the real MeMap server (`npm start`'s server, on the built web app) on a free port with
 * a temporary DATA_DIR (or the given one), and waits until /v0/health answers 200. Stopping it
 * sends SIGTERM, as a user's Ctrl-C or a process manager would.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; keepData?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'memap-e2e-')))
  const env = options.env ?? {}
  const child = spawn(process.execPath, serverCommand(), {
    cwd: repoRoot,
    // SQLite in DATA_DIR unless the test hands a database of its own: a server never shares
    // the database CI names with other runs.
    env: {
      ...withoutDatabase(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every answer checked against its schema as well (apps/api/src/plugins/answer-serializer.ts).
      CHECK_ANSWERS: '1',
      ...TEST_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://localhost:${port}`
  try {
    await waitForHealth(url, child)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    dataDir,
    stop: async () => {
      await stopChild(child)
      if (!options.keepData) await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}

// Journeys sign many wallets in from one address; apps/api tests the limits themselves.
const TEST_LIMITS = {
  RATE_LIMIT_SIGN_IN: '10000',
  RATE_LIMIT_WRITES: '10000',
  RATE_LIMIT_UPLOADS: '10000',
  RATE_LIMIT_READS: '10000',
}

function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env
  return rest
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
