import { readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * The pages people arrive on from outside (a shared link, a search), and their first screen:
 * the screen's module and the layout around it, if any (see app/router.tsx). Kept to these, as
 * each costs the server a lookup per page.
 */
const FIRST_SCREENS: Record<string, { pages: string[]; layout?: string; screen: string }> = {
  landing: { pages: ['/', '/landing'], screen: 'src/app/routes/landing-route.tsx' },
  profile: {
    pages: ['/memap'],
    layout: 'src/app/layout/app-shell.tsx',
    screen: 'src/features/profile/profile-screen.tsx',
  },
}

/** The modules the entry imports, and the chunk of each module of a first screen beyond them. */
const firstScreenModules = { entry: new Set<string>(), chunkOf: new Map<string, string>() }

// Chain id, RPC URL and contract addresses come at run time from `GET /v0/config`, so one build
// serves every chain. The only value compiled in is the optional API key.
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react(), isolateWalletSdks(), firstScreens(), precompress()],
  envPrefix: 'VITE_API_KEY',
  server: {
    proxy: {
      '/v0': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/v0': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger scripts before the first paint: a phone on a slow network pays a round
          // trip for every six scripts (HTTP/1.1), and a first visit of a profile was 19 of them.
          groups: [
            // The entry's static imports stay in the entry's chunk: the groups below take their
            // modules' dependencies with them, and must find none of these left to take.
            { name: 'index', test: (id) => firstScreenModules.entry.has(id), priority: 3 },
            // Each first screen beyond the entry: its layout's chunk and its screen's chunk.
            {
              name: (id) => firstScreenModules.chunkOf.get(id) ?? null,
              debugName: 'first screens',
              priority: 2,
            },
            // The spec's dialogs and the formatters the first screens leave: tiny and used by
            // most screens, one request instead of a dozen.
            {
              name: 'dialogs-and-formats',
              test: /[\\/]src[\\/]shared[\\/](ui[\\/][\w-]*dialog|lib[\\/]format-)[\w-]*\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})

const WALLET_SDK = /[\\/]node_modules[\\/](@walletconnect|@reown|@coinbase|@base-org)[\\/]/
const SHARED_LIB = /[\\/]node_modules[\\/](viem|ox|abitype|@noble|@scure)[\\/]/
const SDK_COPY = '?wallet-sdk'
/** The devnet's local test wallet (loaded on demand): the same treatment as the SDKs. */
const LOCAL_WALLET = /[\\/]features[\\/]wallet[\\/]lib[\\/]local-wallet(-keys)?\.ts$/

/**
 * Gives the lazily loaded wallet SDKs (Coinbase, WalletConnect) their own copy of viem, ox and
 * the crypto libraries.
 *
 * Why: Rolldown assigns a module to the chunks that can reach it through static imports, barrels
 * included (rolldown/rolldown#8920). wagmi imports viem's index, which re-exports all of viem, so
 * every viem module the SDKs use looked reachable from the landing page and went into a common
 * chunk it downloads: ~75 kB gzip of code only the wallet chooser needs. With their own copy the
 * SDKs share nothing with the landing page. The wagmi connectors themselves still use the app's
 * viem, so the errors they throw are the app's classes.
 */
function isolateWalletSdks(): Plugin {
  return {
    name: 'memap:isolate-wallet-sdks',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !importer ||
        !(WALLET_SDK.test(importer) || LOCAL_WALLET.test(importer) || importer.endsWith(SDK_COPY))
      )
        return null
      const resolved = await this.resolve(source, importer.replace(SDK_COPY, ''), options)
      if (!resolved || resolved.external || !SHARED_LIB.test(resolved.id)) return null
      if (resolved.id.includes('?')) return null
      return { ...resolved, id: `${resolved.id}${SDK_COPY}` }
    },
    async load(id) {
      if (!id.endsWith(SDK_COPY)) return null
      return { code: await readFile(id.slice(0, -SDK_COPY.length), 'utf8'), moduleType: 'js' }
    },
  }
}

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Writes a `.br` and a `.gz` beside each script and stylesheet, at the highest levels, once at
 * build time; the server sends the one the browser accepts (@fastify/static `preCompressed`).
 * A phone on a mobile network downloads a third of the bytes.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'memap:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const content = await readFile(path)
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ])
          await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotli)])
        }),
      )
    },
  }
}

/**
 * The first screens' scripts, in two steps of the build. Once the module graph is complete,
 * before the chunks are made, it fills `firstScreenModules`: the entry keeps its static imports,
 * and those of several first screens (the logo). Of a first screen's other modules, the layout's
 * go in the layout's chunk, and so do the screen's that the rest of the app imports too: every
 * screen in that layout loads its chunk anyway, and none needs the first screen's own chunk (and
 * stylesheet) for them. The screen's remaining modules make its chunk.
 *
 * Then it writes `first-screens.json`: for each page above, the scripts of its first screen that
 * the entry does not already preload, and their stylesheets. The server puts them in the page as
 * `modulepreload` and stylesheet links, so they download with the entry instead of after it has
 * run.
 */
function firstScreens(): Plugin {
  let root = ''
  return {
    name: 'memap:first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    buildEnd() {
      const staticImports = (start: Iterable<string>) => {
        const seen = new Set<string>()
        const pending = [...start]
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue
          seen.add(id)
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      const ids = [...this.getModuleIds()]
      const entry = staticImports(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
      const screens = Object.entries(FIRST_SCREENS).map(([name, { layout, screen }]) => {
        const layoutId = layout && join(root, layout)
        const screenId = join(root, screen)
        for (const id of [layoutId, screenId]) {
          if (id && !this.getModuleInfo(id)) this.error(`first screens: no module ${id}`)
        }
        const layoutModules = layoutId ? staticImports([layoutId]) : new Set<string>()
        return {
          name,
          layoutId,
          screenId,
          layoutModules,
          all: staticImports([...layoutModules, screenId]),
        }
      })
      for (const { all } of screens) {
        for (const id of all)
          if (screens.filter((other) => other.all.has(id)).length > 1) entry.add(id)
      }
      const roots = new Set(screens.flatMap(({ layoutId, screenId }) => [layoutId, screenId]))
      const lazilyImported = new Set(
        ids
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => !roots.has(id)),
      )
      const elsewhere = staticImports(lazilyImported)
      const chunkOf = new Map<string, string>()
      for (const { name, layoutId, layoutModules, all } of screens) {
        const layoutChunk = layoutId ? basename(layoutId).replace(/\.\w+$/, '') : undefined
        for (const id of all) {
          if (entry.has(id)) continue
          const inLayout = layoutModules.has(id) || elsewhere.has(id)
          chunkOf.set(id, layoutChunk && inLayout ? layoutChunk : `${name}-screen`)
        }
      }
      firstScreenModules.entry = entry
      firstScreenModules.chunkOf = chunkOf
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      // A first screen's module sits in its screen's chunk (see `codeSplitting`), not a facade.
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk])))
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const withImports = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen
        seen.add(file)
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen)
        return seen
      }
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) throw new Error('first-screens: the build has no entry chunk')
      const preloadedByEntry = withImports(entry.fileName)
      const pages: Record<string, string[]> = {}
      for (const { pages: screenPages, layout, screen } of Object.values(FIRST_SCREENS)) {
        const files = new Set<string>()
        for (const module of layout ? [layout, screen] : [screen]) {
          const chunk = byModule.get(join(root, module))
          if (!chunk) throw new Error(`first-screens: ${module} is no chunk of the build`)
          for (const file of withImports(chunk.fileName)) files.add(file)
        }
        const scripts = [...files].filter((file) => !preloadedByEntry.has(file))
        // Their stylesheets too: the screen renders once its styles have loaded.
        const styles = scripts.flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ])
        const links = [...scripts, ...new Set(styles)].map((file) => `/${file}`)
        for (const page of screenPages) pages[page] = links
      }
      this.emitFile({
        type: 'asset',
        fileName: 'first-screens.json',
        source: JSON.stringify(pages),
      })
    },
  }
}
