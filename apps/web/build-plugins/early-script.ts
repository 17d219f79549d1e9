import type { Plugin, Rolldown } from 'vite'

const chunkNamed = (bundle: Rolldown.OutputBundle | undefined, name: string) => {
  const chunk = Object.values(bundle ?? {}).find(
    (output) => output.type === 'chunk' && output.isEntry && output.name === name,
  )
  if (chunk?.type !== 'chunk') throw new Error(`the build has no ${name} chunk`)
  return chunk
}

/**
 * A script that runs before the app's entry has downloaded (src/page-start/). Vite folds every
 * module script of index.html into the one entry, so this one is built as an entry chunk of its
 * own, and its code is written into the built page ahead of the app's script: no request of its
 * own, which on a slow mobile network held the first paint back by a round trip. The server
 * allows it by its hash (apps/api/src/plugins/security.ts).
 */
export function earlyScript({ name, source }: { name: string; source: string }): Plugin {
  return {
    name: 'memap:early-script',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: source, name })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const code = chunkNamed(bundle, name).code.replace(/\/\/# sourceMappingURL=\S+\s*$/, '')
        if (/<\/script/i.test(code)) throw new Error(`the ${name} script cannot be in the page`)
        return [
          {
            tag: 'script',
            // Told apart from the app's entry (apps/api/src/plugins/page-scripts.ts).
            attrs: { type: 'module', 'data-page-start': true },
            children: code.trim(),
            injectTo: 'head-prepend',
          },
        ]
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // In the page now: its file would be loaded by nothing.
        const { fileName } = chunkNamed(bundle, name)
        delete bundle[fileName]
        delete bundle[`${fileName}.map`]
      },
    },
  }
}
