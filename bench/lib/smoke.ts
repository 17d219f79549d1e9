import type { DatabaseKind } from './database.ts'

/** Smoke runs cover PostgreSQL where the test suite does: when DATABASE_URL names one. */
export const smokeDatabases = (): DatabaseKind[] =>
  process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
