import { startChild } from './child.ts'
import type { BenchDatabase } from './database.ts'
import type { MemapServerArgs, MemapServerReady } from './memap-server.ts'

/**
 * The MeMap server of the API, profile and writes benchmarks (memap-server.ts) in a process of
 * its own, on `database`, with its scenario set up.
 */
export const startMemapServer = (
  database: Pick<BenchDatabase, 'dataDir' | 'databaseUrl'>,
  args: Omit<MemapServerArgs, 'dataDir' | 'databaseUrl'>,
  options: { nodeFlags?: string[] } = {},
) =>
  startChild<MemapServerReady>(
    new URL('memap-server.ts', import.meta.url),
    {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      ...args,
    } satisfies MemapServerArgs,
    options,
  )
