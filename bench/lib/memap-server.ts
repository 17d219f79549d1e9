import { sql } from 'kysely'
import { profileScenario } from '../api/scenario.ts'
import { writesScenario } from '../writes/scenario.ts'
import { serveChild } from './child.ts'
import { startMemap } from './memap.ts'

export interface MemapServerArgs {
  dataDir: string
  databaseUrl: string | undefined
  scenario: 'profile' | 'writes'
  /** Members the writes scenario registers. */
  members?: number
  /** SQLite's synchronous setting for this run, when it should differ from the app's. */
  sqliteSynchronous?: 'FULL' | 'NORMAL'
  /** Serves /metrics with this token (and so times every request and query). */
  metricsToken?: string
}

export interface MemapServerReady {
  url: string
  /** The durability setting the server's database connection runs with, as it reports it. */
  durability: string
  scenario: unknown
}

// The MeMap server of the API and writes benchmarks: sets its scenario up through the API, then
// listens on a free port of its own.
await serveChild<MemapServerArgs, MemapServerReady>(async (args) => {
  const memap = await startMemap({
    dataDir: args.dataDir,
    databaseUrl: args.databaseUrl,
    chain: 'devnet',
    metricsToken: args.metricsToken,
  })
  if (memap.dialect === 'sqlite' && args.sqliteSynchronous) {
    // The SQLite dialect holds one connection, so the pragma holds for every later query.
    await sql.raw(`pragma synchronous = ${args.sqliteSynchronous}`).execute(memap.db)
  }
  const scenario =
    args.scenario === 'profile'
      ? await profileScenario(memap)
      : await writesScenario(memap, args.members ?? 20)
  const url = await memap.app.listen({ port: 0, host: '127.0.0.1' })
  return { ready: { url, durability: await durability(memap), scenario }, close: memap.close }
})

async function durability({ db, dialect }: Awaited<ReturnType<typeof startMemap>>) {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)
    return `synchronous_commit=${rows[0]?.synchronous_commit}`
  }
  const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
  const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
  const names = ['OFF', 'NORMAL', 'FULL', 'EXTRA']
  return `journal_mode=${mode.rows[0]?.journal_mode}, synchronous=${names[sync.rows[0]?.synchronous ?? -1]}`
}
