import { buildSync } from 'esbuild'
import type { Plugin } from 'vite'

/** Where the built page finds the worker's push script (Workbox's `importScripts`). */
export const PUSH_WORKER_FILE = 'push-worker.js'

/**
 * The service worker's push handling (src/service-worker/push.ts), built as one classic script,
 * which the worker Workbox generates loads with `importScripts` (build-plugins/installable.ts):
 * a worker's imported script cannot be a module, so it is not one of Vite's chunks.
 */
export function pushWorker({ root }: { root: string }): Plugin {
  return {
    name: 'memap:push-worker',
    apply: 'build',
    generateBundle() {
      const built = buildSync({
        entryPoints: [`${root}/src/service-worker/push.ts`],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
      })
      const [file] = built.outputFiles
      if (!file) throw new Error('the push worker built to nothing')
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: file.text })
    },
  }
}
