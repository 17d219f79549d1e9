import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    // Each test fails on an error in a page's console (support/console-errors.ts).
    setupFiles: ['./support/console-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen that waits for the server and the chain can take seconds on a busy machine; a
    // poll that gives up after Vitest's default second fails a journey that was going right.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Tests that run several servers on one database use PostgreSQL when CI names one.
    env: { TEST_DB: process.env.DATABASE_URL ? 'postgres' : 'sqlite' },
  },
})
