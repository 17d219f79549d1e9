import fs from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'

// Tests start the real server in child processes by the dozen (every browser journey, the crash
// and multi-instance tests). Run through tsx, each start spends about two seconds loading our
// TypeScript through Node's loader hooks; the test run instead bundles our code once (its npm
// packages stay outside, loaded by Node as usual) and the children run that bundle.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..')

/** Set by the test run's global set-up: the server's bundle, for `serverCommand`. */
const BUNDLE_ENV = 'MEMAP_SERVER_BUNDLE'

/**
 * Node's arguments that run the server: its bundle when the test run built one, else its source
 * through tsx (a benchmark, a test file run by hand outside Vitest).
 */
export function serverCommand(): string[] {
  const bundle = process.env[BUNDLE_ENV]
  return bundle ? [bundle] : ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')]
}

/**
 * Vitest's global set-up: bundles apps/api/src/server.ts with the workspace's packages into a
 * folder of its own beside src (so that the bundle finds node_modules, and the web build at the
 * same relative place), for this run only; removed when the run ends.
 */
export default async function bundleServer(): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(repoRoot, 'apps/api/.server-bundle-'))
  const outfile = path.join(folder, 'server.mjs')
  await build({
    entryPoints: [path.join(repoRoot, 'apps/api/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
            name.startsWith('@memap/') ? undefined : { external: true },
          )
        },
      },
    ],
  })
  process.env[BUNDLE_ENV] = outfile
  return () => fs.rm(folder, { recursive: true, force: true })
}
