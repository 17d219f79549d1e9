import type { Plugin } from 'vite'

/**
 * A script that runs before the app's entry has downloaded (src/page-start/). Vite folds every
 * module script of index.html into the one entry, so this one is built as an entry chunk of its
 * own and its tag is added to the built page ahead of the app's: module scripts run in the
 * page's order, each as soon as its own file is in.
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
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        )
        if (!chunk) throw new Error(`the build has no ${name} chunk`)
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              crossorigin: true,
              src: `/${chunk.fileName}`,
              // Told apart from the app's entry (apps/api/src/plugins/page-scripts.ts).
              'data-page-start': true,
            },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
