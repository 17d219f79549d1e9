import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createPostgresDatabase } from '../../apps/api/src/test/database.ts'

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

  const database = await createPostgresDatabase(postgresBaseUrl(), `memap_bench_${label}`)
  return {
    kind,
    dataDir,
    databaseUrl: database.url,
    drop: async () => {
      await database.drop()
      await removeDir()
    },
  }
}

/** Which databases a run covers: `--sqlite` or `--postgres` narrows it, else both. */
export function databasesFrom(args: string[]): DatabaseKind[] {
  const picked = (['sqlite', 'postgres'] as const).filter((kind) => args.includes(`--${kind}`))
  return picked.length > 0 ? picked : ['sqlite', 'postgres']
}
