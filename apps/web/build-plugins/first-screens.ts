import { basename, join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/** A page people arrive on from outside, and its first screen (see src/app/router.tsx). */
export interface FirstScreen {
  pages: string[]
  /** The layout around the screen, if any: its module, relative to the web app's root. */
  layout?: string
  screen: string
  /**
   * False for a page whose chunks the bundler makes as it likes: the page only gets its scripts
   * preloaded and its stylesheets listed (a page rendered on the server shows them at once).
   */
  grouped?: boolean
}

/**
 * Fewer, larger scripts before the first paint: a phone on a slow network pays a round trip for
 * every six scripts (HTTP/1.1), and a first visit of a profile was 19 of them.
 *
 * Why not the bundler's own groups alone: which chunk a module belongs in depends on which first
 * screens reach it through static imports, and a group's `test` sees one module id, not the graph.
 * Measured with groups by folder instead (2026-11-25): with their dependencies included, the
 * landing page took the profile's chunks too (5 scripts, 114 KB gzip against 3 and 100 KB); without
 * them, a first visit made 41 requests. So the graph is read here, and the groups below only name
 * what it found.
 */
/** The modules the entry imports, and the chunk of each module of a first screen beyond them. */
interface ScreenModules {
  entry: Set<string>
  chunkOf: Map<string, string>
}

export function firstScreenChunks(screens: Record<string, FirstScreen>): {
  plugin: Plugin
  groups: Rolldown.CodeSplittingGroup[]
} {
  const modules: ScreenModules = { entry: new Set(), chunkOf: new Map() }
  const groups: Rolldown.CodeSplittingGroup[] = [
    // The entry's static imports stay in the entry's chunk: the group below takes its modules'
    // dependencies with it, and must find none of these left to take.
    { name: 'index', test: (id) => modules.entry.has(id), priority: 3 },
    // Each first screen beyond the entry: its layout's chunk and its screen's chunk.
    {
      name: (id) => modules.chunkOf.get(id) ?? null,
      debugName: 'first screens',
      priority: 2,
    },
  ]
  return { plugin: firstScreensPlugin(screens, modules), groups }
}

/**
 * The first screens' scripts, in two steps of the build. Once the module graph is complete,
 * before the chunks are made, it fills `modules`: the entry keeps its static imports,
 * and those of several first screens (the logo). Of a first screen's other modules, the layout's
 * go in the layout's chunk, and so do the screen's that the rest of the app imports too: every
 * screen in that layout loads its chunk anyway, and none needs the first screen's own chunk (and
 * stylesheet) for them. The screen's remaining modules make its chunk.
 *
 * Then it writes `first-screens.json`: for each page, the scripts of its first screen that
 * the entry does not already preload, and their stylesheets. The server puts them in the page as
 * `modulepreload` and stylesheet links, so they download with the entry instead of after it has
 * run.
 */
function firstScreensPlugin(screens: Record<string, FirstScreen>, modules: ScreenModules): Plugin {
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
      const entry = staticImports(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry && isAppEntry(id)),
      )
      const grouped = Object.entries(screens).filter(([, screen]) => screen.grouped !== false)
      const found = grouped.map(([name, { layout, screen }]) => {
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
      for (const { all } of found) {
        for (const id of all)
          if (found.filter((other) => other.all.has(id)).length > 1) entry.add(id)
      }
      const roots = new Set(found.flatMap(({ layoutId, screenId }) => [layoutId, screenId]))
      const lazilyImported = new Set(
        ids
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => !roots.has(id)),
      )
      const elsewhere = staticImports(lazilyImported)
      const chunkOf = new Map<string, string>()
      for (const { name, layoutId, layoutModules, all } of found) {
        const layoutChunk = layoutId ? basename(layoutId).replace(/\.\w+$/, '') : undefined
        for (const id of all) {
          if (entry.has(id)) continue
          const inLayout = layoutModules.has(id) || elsewhere.has(id)
          chunkOf.set(id, layoutChunk && inLayout ? layoutChunk : `${name}-screen`)
        }
      }
      modules.entry = entry
      modules.chunkOf = chunkOf
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
      const entry = chunks.find((chunk) => chunk.isEntry && isAppEntry(chunk.facadeModuleId))
      if (!entry) throw new Error('first-screens: the build has no entry chunk')
      const preloadedByEntry = withImports(entry.fileName)
      const pages: Record<string, string[]> = {}
      for (const { pages: screenPages, layout, screen } of Object.values(screens)) {
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

/** The app's entry is index.html's (the page may load an early script of its own before it). */
const isAppEntry = (id: string | null) => id?.endsWith('/index.html') ?? false
