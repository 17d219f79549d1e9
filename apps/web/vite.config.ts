import { defineConfig } from 'vite'
import { appIcons } from './build-plugins/app-icons.ts'
import { earlyScript } from './build-plugins/early-script.ts'
import { firstScreenChunks } from './build-plugins/first-screens.ts'
import { installable } from './build-plugins/installable.ts'
import { isolateWalletSdks } from './build-plugins/isolate-wallet-sdks.ts'
import { offlineScreens } from './build-plugins/offline-screens.ts'
import { precompress } from './build-plugins/precompress.ts'
import { pushWorker } from './build-plugins/push-worker.ts'
import { sourcePlugins } from './build-plugins/source-plugins.ts'

/**
 * The pages people arrive on from outside (a shared link, a search), and their first screen:
 * the screen's module and the layout around it, if any (see app/router.tsx). Kept to these, as
 * each costs the server a lookup per page.
 */
const infoPage = (page: string, screen: string) => ({
  pages: [page],
  screen: `src/features/info/${screen}.tsx`,
  grouped: false,
})
const firstScreens = firstScreenChunks({
  landing: { pages: ['/', '/landing'], screen: 'src/app/routes/landing-route.tsx' },
  profile: {
    pages: ['/memap'],
    layout: 'src/app/layout/app-shell.tsx',
    screen: 'src/features/profile/profile-screen.tsx',
  },
  // The landing's pages, rendered on the server too (src/entry-server.tsx).
  about: infoPage('/about', 'about-screen'),
  rewardSystem: infoPage('/reward-system', 'reward-system-screen'),
  roadmap: infoPage('/roadmap', 'roadmap-screen'),
  terms: infoPage('/terms', 'terms-screen'),
  privacy: infoPage('/privacy', 'privacy-screen'),
})

// Chain id, RPC URL and contract addresses come at run time from `GET /v0/config`, so one build
// serves every chain. The only value compiled in is the optional API key.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

export default defineConfig({
  root,
  plugins: [
    ...sourcePlugins(),
    isolateWalletSdks(),
    // What runs before the app on a server-rendered page (src/page-start/).
    earlyScript({ name: 'page-start', source: 'src/page-start/page-start.ts' }),
    firstScreens.plugin,
    // The landing's pages (and the not-found page) open offline from the first visit's cache.
    offlineScreens(['src/features/info/']),
    appIcons(),
    pushWorker({ root }),
    installable({ root }),
    precompress(),
  ],
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
          groups: [
            ...firstScreens.groups,
            // PRODUCT.md §2's dialogs and the formatters the first screens leave: tiny and used by
            // most screens, one request instead of a dozen. A group of the bundler's own.
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
