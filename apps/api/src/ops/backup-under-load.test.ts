import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Address } from '@memap/shared/address'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { testDatabaseUrl } from '../test/database.ts'
import { backup } from './backup.ts'
import { auditLedger } from './ledger-audit.ts'

const run = promisify(execFile)
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..')
const WALLETS = Array.from(
  { length: 16 },
  (_, i): Address => `0x${(i + 1).toString(16).padStart(40, '0')}`,
)
// Enough history that the database spans thousands of pages, as a live one does.
const ROWS_PER_WALLET = 1_500
const TOTAL = WALLETS.length * ROWS_PER_WALLET
const BACKUPS = 3

// `npm run backup` taken while another process posts to the ledger, then `npm run restore`:
// every backup is a consistent snapshot (PRODUCT.md §12's invariants hold, no transfer is half
// in it) that holds writes made before it and after the last backup.
describe('a backup taken while the ledger is written', () => {
  const cleanups: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('restores a ledger that passes every check', { timeout: 240_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-online-backup-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    const database = await testDatabaseUrl()
    cleanups.push(database.drop)
    const env = {
      DATA_DIR: dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    }
    const open = () => openDatabase({ databaseUrl: database.databaseUrl, dataDir }).db

    const live = open()
    await migrateToLatest(live)
    await seed(live)

    const writer = startWriter(env)
    cleanups.push(() => stop(writer))
    await expect.poll(() => transfers(live), { timeout: 30_000 }).toBeGreaterThan(0)

    const taken: Array<{ file: string; before: number; after: number }> = []
    for (let i = 0; i < BACKUPS; i++) {
      const file = path.join(dataDir, 'backups', `memap-${i}.backup`)
      const before = await transfers(live)
      await cli(env, 'backup', file)
      const after = await transfers(live)
      taken.push({ file, before, after })
    }
    await stop(writer)
    await live.destroy()

    for (const [i, { file, before, after }] of taken.entries()) {
      // The writer kept writing while the backup was taken.
      expect(after).toBeGreaterThan(before)
      await loseDatabase(env)
      await cli(env, 'restore', file)
      await cli(env, 'audit')
      const restored = open()
      try {
        await migrateToLatest(restored)
        expect(await auditLedger(restored), `backup ${i}`).toEqual([])
        // Transfers move Whoom and never make any: a half-copied transfer would show here.
        expect(await totalBalance(restored)).toBe(TOTAL)
        const count = await transfers(restored)
        expect(count).toBeGreaterThanOrEqual(before)
        expect(count).toBeLessThanOrEqual(after)
        if (i > 0) expect(count).toBeGreaterThan(taken[i - 1]?.after ?? 0)
      } finally {
        await restored.destroy()
      }
    }
  })
})

// SQLite's online backup starts over whenever another connection commits between two of its
// steps; a server that commits often must not keep a backup from ever ending. (pg_dump reads
// one snapshot and has no steps.)
if (process.env.TEST_DB !== 'postgres') {
  describe('an online backup of SQLite', () => {
    it('ends while another connection commits between any two of its steps', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-backup-steps-'))
      const db = openDatabase({ dataDir }).db
      const file = path.join(dataDir, 'memap.sqlite')
      const writer = new SQLite(file)
      try {
        await migrateToLatest(db)
        await seed(db, 300)
        const credit = writer.transaction((n: number) => {
          writer
            .prepare(
              `insert into point_ledger (wallet_addr, type, amount, idempotency_key, created_at)
               values (?, 'emotion_cheer_receive', 1, ?, ?)`,
            )
            .run(WALLETS[0], `transfer:${n}`, new Date().toISOString())
          writer
            .prepare('update point_balances set balance = balance + 1 where wallet_addr = ?')
            .run(WALLETS[0])
        })
        // A commit at every turn of the event loop, that is between any two backup steps.
        let writing = true
        let commits = 0
        const write = () => {
          if (!writing) return
          credit(++commits)
          setImmediate(write)
        }
        setImmediate(write)
        const started = commits
        await backup({ sqliteFile: file }, path.join(dataDir, 'copy.backup'))
        writing = false
        const copy = new SQLite(path.join(dataDir, 'copy.backup'), { readonly: true })
        const rows = copy
          .prepare("select count(*) as n from point_ledger where idempotency_key like 'transfer:%'")
          .get() as { n: number }
        copy.close()
        expect(rows.n).toBeGreaterThanOrEqual(started)
        expect(rows.n).toBeLessThanOrEqual(commits)
        const restoredDir = await copyAsDataDir(path.join(dataDir, 'copy.backup'))
        const restored = openDatabase({ dataDir: restoredDir }).db
        try {
          expect(await auditLedger(restored)).toEqual([])
        } finally {
          await restored.destroy()
          await fs.rm(restoredDir, { recursive: true, force: true })
        }
      } finally {
        writer.close()
        await db.destroy()
        await fs.rm(dataDir, { recursive: true, force: true })
      }
    })
  })
}

/** A data directory whose database is the given backup file. */
async function copyAsDataDir(file: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-restored-'))
  await fs.copyFile(file, path.join(dir, 'memap.sqlite'))
  return dir
}

/** Each wallet's history of small rewards, and the balances they add up to. */
async function seed(db: Db, rowsPerWallet = ROWS_PER_WALLET) {
  for (const wallet of WALLETS) {
    const rows = Array.from({ length: rowsPerWallet }, (_, i) => ({
      wallet_addr: wallet,
      type: 'emotion_cheer_receive' as const,
      amount: 1,
      counterpart: WALLETS[0] ?? null,
      info: 'a seeded reward, long enough to fill pages like real rows do',
      idempotency_key: `seed:${wallet}:${i}`,
      created_at: new Date().toISOString(),
    }))
    for (let at = 0; at < rows.length; at += 500) {
      await db
        .insertInto('point_ledger')
        .values(rows.slice(at, at + 500))
        .execute()
    }
    await db
      .insertInto('point_balances')
      .values({ wallet_addr: wallet, balance: rowsPerWallet })
      .execute()
  }
}

/** Postings of transfers (two rows each) made so far. */
async function transfers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('point_ledger')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('idempotency_key', 'like', 'transfer:%')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function totalBalance(db: Db): Promise<number> {
  const row = await db
    .selectFrom('point_balances')
    .select(sql<string>`sum(balance)`.as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

function startWriter(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/test/ledger-writer.ts')],
    {
      cwd: repoRoot,
      env: { ...withoutDatabase(process.env), ...env, WALLETS: WALLETS.join(',') },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

/** `npm run backup -- FILE`, `npm run restore -- FILE` or the ledger audit (which fails on a
 * problem), as an operator runs them. */
async function cli(
  env: Record<string, string>,
  command: 'backup' | 'restore' | 'audit',
  file?: string,
) {
  const script = path.join(repoRoot, 'apps/api/src/ops/backup-cli.ts')
  await run(process.execPath, ['--import', 'tsx', script, command, ...(file ? [file] : [])], {
    cwd: repoRoot,
    env: { ...withoutDatabase(process.env), ...env },
  })
}

/** Loses everything: the SQLite files, or the PostgreSQL schema. */
async function loseDatabase(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  if (!env.DATABASE_URL) {
    for (const suffix of ['', '-wal', '-shm'])
      await fs.rm(path.join(env.DATA_DIR, `memap.sqlite${suffix}`), { force: true })
    return
  }
  const url = new URL(env.DATABASE_URL)
  const schema = /search_path=(\w+)/.exec(url.searchParams.get('options') ?? '')?.[1]
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  await client.query(`drop schema if exists ${schema} cascade`)
  await client.end()
}

function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env
  return rest
}
