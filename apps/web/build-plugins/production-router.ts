import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * React Router's package points every bundler at its development build (dev-only checks and
 * warnings kept in); its own framework plugin swaps in the production build, which a plain Vite
 * build has to ask for. Dev server and tests keep the development build and its warnings.
 */
export function productionRouter(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json')
  const production = path.join(path.dirname(packageJson), 'dist', 'production', 'index.mjs')
  return {
    name: 'memap:production-router',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  }
}
