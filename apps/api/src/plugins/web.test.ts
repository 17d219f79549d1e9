import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { publicConfigSchema } from '@memap/shared/config'
import type { EmbeddedProfile } from '@memap/shared/profile'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { jpegWithGps } from '../test/images.ts'
import { registerMember } from '../test/members.ts'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-'))
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>MeMap</title></head><body></body></html>',
)
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)')
fs.writeFileSync(
  path.join(webDist, 'first-screens.json'),
  JSON.stringify({
    '/': ['/assets/landing-1.js'],
    '/memap': ['/assets/profile-2.js', '/assets/profile-2.css'],
  }),
)
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'))
fs.writeFileSync(
  path.join(webDist, 'assets', 'app-1234.js.br'),
  brotliCompressSync('console.log(1)'),
)

describe('serving the web app', () => {
  const t = useTestApp({ WEB_DIST: webDist })

  it('answers index.html for every app route, in any letter case, with or without a final slash', async () => {
    for (const url of ['/', '/landing', '/memap', '/BadgeCollection/', '/about?x=1']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>MeMap</title>')
      // Its embedded config names the host it was asked at (no PUBLIC_URL): no shared cache.
      expect(res.headers['cache-control']).toBe('private, no-cache')
    }
  })

  it('answers 404 with the page for an address the app has no screen for', async () => {
    for (const url of ['/nowhere', '/memap/extra', '/memapx', '/%6Eowhere', '/favicon-none.png']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      // The app's "Page not found", with its way home.
      expect(res.body, url).toContain('<title>MeMap</title>')
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
    }
  })

  it('serves hashed assets with a long-lived cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the compressed copy the browser accepts: brotli, else gzip, else plain', async () => {
    const asking = async (encoding: string) =>
      (await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': encoding } }))
        .headers['content-encoding']
    expect(await asking('gzip, deflate, br')).toBe('br')
    expect(await asking('gzip')).toBe('gzip')
    expect(await asking('identity')).toBeUndefined()
  })

  it("loads the first screen's scripts and styles of the pages people arrive on", async () => {
    const preloads = async (url: string) =>
      [
        ...(await t.app.inject({ url })).body.matchAll(
          /rel="(modulepreload|preload)"(?: as="style")? crossorigin href="([^"]+)"/g,
        ),
      ].map((match) => `${match[1]} ${match[2]}`)
    expect(await preloads('/')).toEqual(['modulepreload /assets/landing-1.js'])
    expect(await preloads('/memap?user=0xabc')).toEqual([
      'modulepreload /assets/profile-2.js',
      'preload /assets/profile-2.css',
    ])
    expect(await preloads('/settings')).toEqual([])
  })

  it('embeds the public config in every page, as GET /v0/config answers it', async () => {
    const config = (await t.app.inject({ url: '/v0/config' })).json().data
    for (const url of ['/', '/memap?user=0xabc']) {
      const page = (await t.app.inject({ url })).body
      const embedded = page.match(
        /<script id="memap-config" type="application\/json">(.*?)<\/script>/,
      )
      expect(embedded, url).not.toBeNull()
      expect(publicConfigSchema.parse(JSON.parse(embedded?.[1] ?? ''))).toEqual(config)
    }
  })

  it('answers JSON 404 for unknown API routes, never the page', async () => {
    const res = await t.app.inject({ url: '/v0/unknown' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'no route GET /v0/unknown', code: 'no_route' })
    const post = await t.app.inject({ method: 'POST', url: '/memap' })
    expect(post.statusCode).toBe(404)
    // However many slashes, an API path is no page; a long one is not echoed back whole.
    const doubled = await t.app.inject({ url: '//v0//badge/list' })
    expect(doubled.statusCode).toBe(404)
    expect(doubled.json()).toEqual({ error: 'no route GET //v0//badge/list', code: 'no_route' })
    // Nor in capitals, nor percent-encoded past what the router decodes.
    for (const url of ['/V0/badge/list', '/%76%30%2Fbadge%2Flist']) {
      const spelt = await t.app.inject({ url })
      expect(spelt.statusCode, url).toBe(404)
      expect(spelt.json(), url).toEqual({ error: `no route GET ${url}`, code: 'no_route' })
    }
    const long = await t.app.inject({ url: `/v0/${'a'.repeat(10_000)}` })
    expect(long.json().error).toBe(`no route GET /v0/${'a'.repeat(196)}…`)
  })
})

describe('link previews of a shared profile', () => {
  // As behind a TLS-ending proxy on this machine, which says the client came over https, for a
  // host the server answers for.
  const t = useTestApp({
    WEB_DIST: webDist,
    TRUST_PROXY: 'loopback',
    ALLOWED_HOSTS: 'memap.example',
  })

  it('shows the name, description and image as card tags, escaped', async () => {
    const member = await registerMember(t.app, 'Preview Kim')
    await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form(
        {
          wallet_addr: member.address,
          user_name: member.name,
          user_description: 'I say "hi" <script>alert(1)</script>',
          open_profile: 'Y',
          svn: '3',
        },
        { bytes: await jpegWithGps(200, 100) },
      ),
    })
    const page = (
      await t.app.inject({
        url: `/memap?user=${member.address.toLowerCase()}`,
        headers: { host: 'memap.example', 'x-forwarded-proto': 'https' },
      })
    ).body
    expect(page).toContain('<meta property="og:title" content="Preview Kim · MeMap" />')
    expect(page).toContain(
      '<meta property="og:description" content="I say &#34;hi&#34; &#60;script&#62;alert(1)&#60;/script&#62;" />',
    )
    expect(page).toMatch(
      /<meta property="og:image" content="https:\/\/memap\.example\/v0\/images\/[0-9a-f]{64}\.jpg" \/>/,
    )
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(page).not.toContain('<script>alert(1)')
  })

  it('answers 404 for a wallet with no MeMap or no wallet at all, and the plain page elsewhere', async () => {
    for (const [url, status] of [
      ['/memap?user=0x000000000000000000000000000000000000dEaD', 404],
      ['/memap?user=nope', 404],
      ['/memap', 200],
      ['/album', 200],
    ] as const) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(status)
      expect(res.body, url).not.toContain('og:title')
    }
  })

  it("embeds the profile as the page's viewer sees it, so the screen needs no round trip", async () => {
    const owner = await registerMember(t.app, 'Embed Lee')
    const visitor = await registerMember(t.app)
    // The MeMaps minted: a mint confirmed between the two reads below would change the token id.
    await t.worker.drain()
    const embedded = async (headers: Record<string, string> = {}) => {
      const page = (await t.app.inject({ url: `/memap?user=${owner.address}`, headers })).body
      const json = page.match(/<script id="memap-profile" type="application\/json">(.*?)<\/script>/)
      expect(json, 'an embedded profile').not.toBeNull()
      expect(json?.[1]).not.toContain('<')
      return JSON.parse(json?.[1] ?? '') as EmbeddedProfile
    }

    const seenByNobody = await embedded()
    expect(seenByNobody).toMatchObject({ target: owner.address, viewer: null })
    expect(seenByNobody.info).toMatchObject({
      WalletAddr: owner.address,
      Name: 'Embed Lee',
      Today: 0,
    })
    // Signed in: what user/info answers that member, who counts as today's visitor.
    const seenByVisitor = await embedded({ cookie: visitor.cookie })
    expect(seenByVisitor.viewer).toBe(visitor.address)
    expect(seenByVisitor.info).toEqual(
      (
        await visitor.get(
          `/v0/user/info?walletAddr=${visitor.address}&targetWalletAddr=${owner.address}`,
        )
      ).json().data,
    )
    expect(seenByVisitor.info.Today).toBe(1)
    for (const url of ['/memap?user=0x000000000000000000000000000000000000dEaD', '/landing']) {
      expect((await t.app.inject({ url })).body, url).not.toContain('memap-profile')
    }
  })
})
