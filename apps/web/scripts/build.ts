import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { build } from 'vite'
import { sourcePlugins } from '../build-plugins/source-plugins.ts'

// `npm run build -w @memap/web`: builds the web app quietly (one line, not Vite's chunk table),
// and not at all when nothing it is built from changed since the last build.

const web = join(import.meta.dirname, '..')
const repo = join(web, '..', '..')
const dist = join(web, 'dist')
const stampPath = join(dist, '.build-inputs')

/** What the build is made of: sources, settings, the shared and contract packages, the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-plugins',
  'apps/web/scripts/build.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/shared/src',
  'packages/contracts/generated',
  'package-lock.json',
]

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return []
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null)
  if (entries === null) return [path]
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256')
  // The one setting compiled in (vite.config.ts, envPrefix).
  hash.update(`VITE_API_KEY=${process.env.VITE_API_KEY ?? ''}\n`)
  const files = (await Promise.all(INPUTS.map((path) => filesUnder(join(repo, path))))).flat()
  for (const file of files.sort()) {
    hash.update(`${relative(repo, file)}\n`)
    hash.update(await readFile(file))
  }
  return hash.digest('hex')
}

/**
 * The server's entry (src/entry-server.tsx), into `dist/.server`: the API renders the first
 * screen of a page with it. A dot folder, so the static files never serve it. The same source
 * plugins as the app, so a text or a component renders on the server as in the browser. The
 * packages are bundled in, React's production build among them: the folder runs wherever the
 * build is copied (WEB_DIST), with no node_modules beside it.
 */
async function buildServerEntry() {
  await build({
    root: web,
    logLevel: 'error',
    configFile: false,
    publicDir: false,
    plugins: [sourcePlugins()],
    envPrefix: 'VITE_API_KEY',
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: join(dist, '.server'),
      emptyOutDir: false,
      sourcemap: true,
    },
  })
}

const started = performance.now()
const hash = await inputsHash()
const stamp = await readFile(stampPath, 'utf8').catch(() => '')
if (stamp === hash && existsSync(join(dist, 'index.html'))) {
  console.log('web app up to date')
} else {
  await build({ root: web, logLevel: 'error', configFile: join(web, 'vite.config.ts') })
  await buildServerEntry()
  await writeFile(stampPath, hash)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`web app built in ${seconds} s (${relative(repo, dist)})`)
}
