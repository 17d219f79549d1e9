import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/browser.ts'
import { sourcePlugins } from './build-plugins/source-plugins.ts'

/**
 * The components' tests (`*.browser.test.tsx`), in the system Chromium through Playwright: real
 * layout, focus, IntersectionObserver and the components' own sheets, as in the app. Playwright
 * launches the Chromium the e2e journeys use, with their flags, and downloads no browser.
 */
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: sourcePlugins(),
  // Bundled before the first test: a dependency found later makes Vite reload the page under way.
  optimizeDeps: {
    include: [
      '@lingui/core',
      '@lingui/react',
      '@tanstack/react-query',
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      'viem',
      'vitest-browser-react',
      'wagmi',
      'wagmi/actions',
      'wouter',
      'wouter/memory-location',
      'zod',
    ],
  },
  test: {
    name: 'web-components',
    include: ['src/**/*.browser.test.tsx'],
    setupFiles: ['src/test/browser-setup.ts'],
    // The components' sheets are applied (Vitest leaves CSS out unless told).
    css: true,
    restoreMocks: true,
    unstubGlobals: true,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      }),
      instances: [{ browser: 'chromium' }],
      // A failure's screenshot would land in the source tree.
      screenshotFailures: false,
    },
  },
})
