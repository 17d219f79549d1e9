import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as auth from './migrations/2026-11-22T0000-auth.ts'
import * as profilesPointsChain from './migrations/2026-11-22T0100-profiles-points-chain.ts'

/** Every migration, in order; listed here so that they ship inside the app, whatever runs it. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0000-auth': auth,
  '2026-11-22T0100-profiles-points-chain': profilesPointsChain,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; the same migrations run on SQLite and PostgreSQL. */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
