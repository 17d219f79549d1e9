import { configDefaults, defineConfig } from 'vitest/config'
import { sourcePlugins } from './build-plugins/source-plugins.ts'

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: sourcePlugins(),
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    // The components' tests run in Chromium: vitest.components.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.tsx'],
    // Times show in the viewer's zone: the tests' viewer is in UTC, whatever the machine's.
    env: { TZ: 'UTC' },
    restoreMocks: true,
    unstubGlobals: true,
  },
})
