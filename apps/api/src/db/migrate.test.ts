import { readdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../test/database.ts'

const MIGRATIONS = path.join(import.meta.dirname, 'migrations')

describe('the migrations', () => {
  const t = useTestDatabase()

  it('run every migration file of the folder, each once', async () => {
    const files = readdirSync(MIGRATIONS)
      .filter((file) => /^\d{4}-\d\d-\d\dT\d{4}-[\w-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration order by name`.execute(t.db)
    expect(rows.map((row) => row.name)).toEqual(files.sort())
  })
})
