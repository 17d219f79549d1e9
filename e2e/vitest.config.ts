import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Tests that run several servers on one database use PostgreSQL when CI names one.
    env: { TEST_DB: process.env.DATABASE_URL ? 'postgres' : 'sqlite' },
  },
})
