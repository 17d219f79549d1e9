import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * The database a test runs on: SQLite by default, PostgreSQL when the suite runs with
 * TEST_DB=postgres. Each PostgreSQL run gets a schema of its own, dropped afterwards, so runs
 * never see each other's rows.
 */
export async function testDatabaseUrl(): Promise<{
  databaseUrl: string | undefined
  drop(): Promise<void>
}> {
  if (process.env.TEST_DB !== 'postgres') return { databaseUrl: undefined, drop: async () => {} }
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL')
  const schema = await createPostgresSchema(base, 'test')
  return { databaseUrl: schema.url, drop: schema.drop }
}

/** A fresh schema in the PostgreSQL database at `base`: its URL, and how to drop it. */
export async function createPostgresSchema(base: string, prefix: string) {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    },
  }
}
