import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export type DatabaseKind = 'sqlite' | 'postgres'

/** PostgreSQL for the benchmarks: DATABASE_URL, else the local server with trust auth. */
const postgresBaseUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** A fresh database for one run: a data directory, and a PostgreSQL database of its own. */
export interface BenchDatabase {
  kind: DatabaseKind
  dataDir: string
  /** Set on PostgreSQL; SQLite lives in `dataDir`. */
  databaseUrl: string | undefined
  drop(): Promise<void>
}

export async function freshDatabase(kind: DatabaseKind, label: string): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `memap-bench-${label}-`))
  const removeDir = () => fs.rm(dataDir, { recursive: true, force: true })
  if (kind === 'sqlite') return { kind, dataDir, databaseUrl: undefined, drop: removeDir }

  // A database rather than a schema: dropping it afterwards takes everything, indexes included.
  const name = `memap_bench_${label}_${randomBytes(4).toString('hex')}`
  await admin((client) => client.query(`create database ${name}`))
  const url = new URL(postgresBaseUrl())
  url.pathname = `/${name}`
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await admin(async (client) => {
        // Wait for the run's own connections to finish closing: terminating one that is still
        // saying goodbye makes its client emit an error nobody listens to any more.
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await client.query(
            'select count(*)::int as connections from pg_stat_activity where datname = $1',
            [name],
          )
          if (rows[0]?.connections === 0) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await client.query(`drop database if exists ${name} with (force)`)
      })
      await removeDir()
    },
  }
}

async function admin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: postgresBaseUrl() })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

/** Which databases a run covers: `--sqlite` or `--postgres` narrows it, else both. */
export function databasesFrom(args: string[]): DatabaseKind[] {
  const picked = (['sqlite', 'postgres'] as const).filter((kind) => args.includes(`--${kind}`))
  return picked.length > 0 ? picked : ['sqlite', 'postgres']
}
