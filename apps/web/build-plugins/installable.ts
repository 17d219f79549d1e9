import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { CONFIG_CACHE } from '../src/app/offline-config.ts'
import { APP_ICONS } from './app-icon-names.ts'
import { PUSH_WORKER_FILE } from './push-worker.ts'

/**
 * The app's own scripts and styles a first visit needs, read from the build: the entry with what
 * index.html preloads, each first screen's files (build-plugins/first-screens.ts) and the
 * landing's pages, for offline (build-plugins/offline-screens.ts). The rest
 * (the wallet SDKs alone are 700 KB) is cached as it is used instead of downloaded on install.
 */
function appShellFiles(outDir: string): Set<string> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const linked = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  )
  const firstScreens = JSON.parse(
    readFileSync(join(outDir, 'first-screens.json'), 'utf8'),
  ) as Record<string, string[]>
  const screenFiles = Object.values(firstScreens).flatMap((files) =>
    files.map((file) => file.replace(/^\//, '')),
  )
  const offline = JSON.parse(readFileSync(join(outDir, 'offline-screens.json'), 'utf8')) as string[]
  return new Set(
    [...linked, ...screenFiles, ...offline].filter((file): file is string => Boolean(file)),
  )
}

/**
 * Makes MeMap installable: the web app manifest and a service worker (Workbox, generated at
 * build time) that precaches the app shell and serves it when the network is gone.
 *
 * - Pages always come from the server (they carry the config, and a shared profile's data as its
 *   viewer sees it); only offline does the worker answer with the precached `index.html`.
 * - Nothing under `/v0` is cached but `GET /v0/config`, the same for everyone: network first, so
 *   the app starts offline from the last one seen (app/service-worker.ts asks for it once).
 * - Hashed assets of screens visited later are kept as they load (cache first: they never change).
 * - A new build's worker waits until the member agrees to reload (app/service-worker.ts).
 * - Pushes are shown, and their taps handled, by src/service-worker/push.ts.
 */
export function installable({ root }: { root: string }): Plugin[] {
  const outDir = join(root, 'dist')
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'MeMap',
      short_name: 'MeMap',
      description:
        'Your wallet-based social identity: mint your profile card, share today’s emotion, make friends and earn Whoom.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#5b3df5',
      background_color: '#f6f5fb',
      icons: [
        { src: `/${APP_ICONS.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `/${APP_ICONS.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: `/${APP_ICONS.maskable512}`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      manifestTransforms: [
        async (entries) => {
          const shell = appShellFiles(outDir)
          const manifest = entries.filter(
            (entry) => !/\.(js|css)$/.test(entry.url) || shell.has(entry.url),
          )
          return { manifest, warnings: [] }
        },
      ],
      // Web Push: showing a push, and opening its screen on a tap (build-plugins/push-worker.ts).
      importScripts: [`/${PUSH_WORKER_FILE}`],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          // CONFIG_PATH written out: Workbox copies each pattern into the worker as text, alone.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/v0/config',
          handler: 'NetworkFirst',
          options: { cacheName: CONFIG_CACHE, expiration: { maxEntries: 1 } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'memap-assets', expiration: { maxEntries: 300 } },
        },
      ],
    },
  })
}
