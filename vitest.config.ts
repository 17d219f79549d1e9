import os from 'node:os'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// The API suite runs on SQLite, and again on PostgreSQL when DATABASE_URL names one.
const apiProject = (database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/api/vitest.config.ts',
  test: { name: `api-${database}`, root: './apps/api', env: { TEST_DB: database } },
})

export default defineConfig({
  test: {
    // One file a core, not Vitest's cores - 1: most files wait on processes of their own (a
    // server, anvil, PostgreSQL, Chromium), so a worker a core keeps both cores of CI busy.
    maxWorkers: os.availableParallelism(),
    // The server that tests start in child processes, bundled once for the run.
    globalSetup: ['./apps/api/src/test/server-bundle.ts'],
    projects: [
      'packages/shared',
      'packages/contracts',
      'apps/web',
      // The web app's components in the system Chromium (apps/web/README.md, "Tests").
      'apps/web/vitest.components.config.ts',
      apiProject('sqlite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
      'e2e',
      // Smoke runs of the benchmarks: each still runs and gives its figures; timings unasserted.
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
})
