import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/browser.ts'
import { useJourney } from './support/journey.ts'

// Issue 19, "Installable": the manifest and icons a phone needs, a service worker that keeps the
// app shell for offline use and never a member's API answer, and a new build that the member is
// told about and that loads with one reload. The server serves a copy of the build, so the test
// can deploy a "new" one under it.

const builtWebApp = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist')

type WebManifest = {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  icons: { src: string; sizes: string; purpose?: string }[]
}

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

/** Resolves once a service worker controls the page (the first load only registers it). */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')
}

describe('MeMap on a phone’s home screen', () => {
  let webDist: string
  const journey = useJourney({
    start: async () => {
      webDist = await mkdtemp(path.join(os.tmpdir(), 'memap-web-'))
      await cp(builtWebApp, webDist, { recursive: true })
      return { env: { WEB_DIST: webDist } }
    },
    stop: () => rm(webDist, { recursive: true, force: true }),
  })
  let context: BrowserContext

  beforeAll(async () => {
    context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } })
  })

  it('is installable: a manifest with name, icons (maskable too), colour and start URL', async () => {
    const page = await context.newPage()
    await page.goto(journey.server.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const response = await fetch(new URL(href ?? '', journey.server.url))
    expect(response.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = (await response.json()) as WebManifest
    expect(manifest).toMatchObject({
      name: 'MeMap',
      short_name: 'MeMap',
      start_url: '/',
      display: 'standalone',
      theme_color: '#5b3df5',
    })
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}`)
      const png = Buffer.from(
        await (await fetch(new URL(icon?.src ?? '', journey.server.url))).arrayBuffer(),
      )
      expect(pngSize(png)).toEqual({ width: size, height: size })
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)

    await page.close()
  })

  it('passes Chromium’s own installability check, as for its install prompt', async () => {
    // Not in the test's context: Playwright's are incognito, where Chromium never installs.
    const profileDir = await mkdtemp(path.join(os.tmpdir(), 'memap-profile-'))
    const profile = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    })
    try {
      const page = await profile.newPage()
      await page.goto(journey.server.url)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      const devtools = await profile.newCDPSession(page)
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await profile.close()
      await rm(profileDir, { recursive: true, force: true })
    }
  })

  it('serves the worker, robots.txt and the manifest without a long cache', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest', '/robots.txt']) {
      const response = await fetch(`${journey.server.url}${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('cache-control'), file).toBe('no-cache')
    }
    const robots = await (await fetch(`${journey.server.url}/robots.txt`)).text()
    expect(robots).toContain('Disallow: /v0/')
  })

  it('opens offline from the app shell, says so, and carries on when the network is back', async () => {
    const page = await context.newPage()
    await page.goto(journey.server.url)
    expect(await controlledBy(page)).toBe(`${journey.server.url}/sw.js`)

    await context.setOffline(true)
    await page.goto(`${journey.server.url}/memap`)
    await page.getByRole('heading', { name: 'You’re offline' }).waitFor()
    await page.getByText('You’re offline. MeMap will catch up when you’re back online.').waitFor()

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByText('You’re offline.', { exact: false }).count()).toBe(0)
    await page.close()
  })

  it('keeps no answer of the API in its caches', async () => {
    const page = await context.newPage()
    await page.goto(journey.server.url)
    await controlledBy(page)
    await page.goto(`${journey.server.url}/findnetwork`)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        urls.push(...(await cache.keys()).map((request) => request.url))
      }
      return urls
    })
    expect(cached.some((url) => url.includes('/assets/'))).toBe(true)
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/v0'))).toEqual([])
    await page.close()
  })

  it('tells the member of a new version and reloads once when they agree', async () => {
    const page = await context.newPage()
    await page.goto(journey.server.url)
    await controlledBy(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    // A deployment: a new build changes the worker's precache list.
    const worker = path.join(webDist, 'sw.js')
    const script = await readFile(worker, 'utf8')
    await writeFile(
      worker,
      script.replace(/url:"index\.html",revision:"\w+"/, 'url:"index.html",revision:"next-build"'),
    )
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    await page.getByText('A new version of MeMap is ready.').waitFor({ timeout: 20_000 })

    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.waitForEvent('load')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(loads).toBe(1)
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    )
    expect(waiting).toBeNull()
    expect(await page.getByText('A new version of MeMap is ready.').count()).toBe(0)
    await page.close()
  })
})
