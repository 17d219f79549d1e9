import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The screens a first visit keeps for use without a network, beyond the first screens: the
 * landing's pages (About, Reward system, Terms...), so they open offline once the landing was
 * seen. Writes `offline-screens.json`: every chunk holding a module of the given folders (the
 * screens and their translations), the chunks they import, and their stylesheets. The service
 * worker precaches them with the app shell (installable.ts).
 */
export function offlineScreens(folders: string[]): Plugin {
  let root = ''
  return {
    name: 'memap:offline-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const prefixes = folders.map((folder) => join(root, folder))
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const files = new Set<string>()
      const keep = (file: string) => {
        if (files.has(file)) return
        files.add(file)
        const chunk = byFile.get(file)
        for (const imported of chunk?.imports ?? []) keep(imported)
        for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css)
      }
      for (const chunk of chunks) {
        if (chunk.moduleIds.some((id) => prefixes.some((prefix) => id.startsWith(prefix)))) {
          keep(chunk.fileName)
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'offline-screens.json',
        source: JSON.stringify([...files].sort()),
      })
    },
  }
}
