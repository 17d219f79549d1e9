import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // A worker runs its files one after another in one module graph: each file builds its own
    // app, database and devnet, and nothing in src keeps state in a module but caches of pure
    // functions. Loading the app anew for each file took 107 of api-sqlite's 171 s.
    isolate: false,
    hookTimeout: 60_000,
    // What a poll waits for (a worker's round, a push, a stream's event) takes seconds when
    // both cores are busy: Vitest's 1 s default failed the chain queue's tests so under load.
    expect: { poll: { timeout: 10_000 } },
  },
})
