import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'

const run = promisify(execFile)
// The most pages better-sqlite3 lets one backup step copy.
const ALL_PAGES = 0x7fffffff

/** The database a backup is taken of or restored into: the SQLite file, or a PostgreSQL URL. */
export type BackupTarget = { databaseUrl: string } | { sqliteFile: string }

/**
 * Takes a consistent backup while the server runs: SQLite's online backup API (a snapshot
 * even under WAL and concurrent writes), or pg_dump's custom format for PostgreSQL.
 */
export async function backup(target: BackupTarget, file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  if ('sqliteFile' in target) {
    const db = new SQLite(target.sqliteFile, { readonly: true, fileMustExist: true })
    try {
      // All pages in one step, inside one read transaction (WAL lets writers go on meanwhile).
      // Copied 100 pages a step, as by default, the backup starts over whenever the server
      // commits between two steps, and on a busy database of some size never ends.
      await db.backup(file, { progress: () => ALL_PAGES })
    } finally {
      db.close()
    }
    return
  }
  const { url, schema } = splitSchema(target.databaseUrl)
  await run('pg_dump', [
    '--format=custom',
    `--file=${file}`,
    ...(schema ? [`--schema=${schema}`] : []),
    url,
  ])
}

/**
 * Restores a backup into an empty database (the server stopped): the SQLite file is put in
 * place; a PostgreSQL dump is loaded with pg_restore.
 */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if ('sqliteFile' in target) {
    for (const suffix of ['-wal', '-shm'])
      await fs.rm(`${target.sqliteFile}${suffix}`, { force: true })
    await fs.copyFile(file, target.sqliteFile)
    return
  }
  const { url } = splitSchema(target.databaseUrl)
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file])
}

/** pg_dump takes no `options` parameter: a `search_path` in the URL becomes `--schema`. */
function splitSchema(databaseUrl: string): { url: string; schema: string | undefined } {
  const url = new URL(databaseUrl)
  const schema = /search_path=([\w-]+)/.exec(url.searchParams.get('options') ?? '')?.[1]
  url.searchParams.delete('options')
  return { url: url.toString(), schema }
}
