import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { registerMember } from '../test/members.ts'

// The server's side of server rendering (web.ts): what it hands the web build's renderer, and
// what it does with the answer. The renderer here is a stand-in that echoes what it was given:
// the real one (apps/web/src/entry-server.tsx) is tested in the browser (e2e/server-rendered).

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-render-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en"><head><title>MeMap</title></head><body><div id="root"></div></body></html>',
)
fs.writeFileSync(
  path.join(webDist, 'first-screens.json'),
  JSON.stringify({ '/': ['/assets/landing-1.js', '/assets/landing-1.css'] }),
)
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(path.join(webDist, 'assets', 'landing-1.css'), '.landing{color:#5b3df5}')
fs.mkdirSync(path.join(webDist, '.server'))
fs.writeFileSync(
  path.join(webDist, '.server', 'entry-server.js'),
  `export const renderer = {
    localeOf: (stored, accepted) => (stored ?? accepted ?? '').startsWith('ko') ? 'ko' : 'en',
    async render(page) {
      if (page.url.startsWith('/settings')) return undefined
      if (page.url.startsWith('/about')) throw new Error('a component failed')
      const html = '<p>' + JSON.stringify({ ...page, config: undefined }) + ' $& $1</p>'
      return { html, title: page.url === '/' ? 'Welcome <home> · MeMap' : undefined }
    },
  }`,
)

const renderedOf = (page: string) => {
  const html = page.match(/<div id="root"><p>(.*) \$& \$1<\/p><\/div>/)?.[1]
  return html === undefined ? undefined : (JSON.parse(html) as Record<string, unknown>)
}

describe('pages rendered on the server', () => {
  const t = useTestApp({ WEB_DIST: webDist })

  it("puts the rendered screen in the page, in the page's language, with its styles in it", async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-language': 'ko-KR' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="ko">')
    expect(renderedOf(res.body)).toEqual({
      viewer: null,
      locale: 'ko',
      timeZone: 'Asia/Seoul',
      url: '/',
    })
    expect(res.body).toContain(
      '<script id="memap-rendered" type="application/json">{"viewer":null,"locale":"ko","timeZone":"Asia/Seoul"}</script>',
    )
    // In the page, and its tag kept disabled (not fetched) for the app's loader to find.
    expect(res.body).toContain(
      '<style data-href="/assets/landing-1.css">.landing{color:#5b3df5}</style><link rel="stylesheet" crossorigin href="/assets/landing-1.css" disabled>',
    )
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding')
    expect(res.body).toContain('<title>Welcome &#60;home&#62; · MeMap</title>')
  })

  it('renders in the language chosen on the device (its cookie) over the browser’s', async () => {
    const res = await t.app.inject({
      url: '/',
      headers: { 'accept-language': 'en-US', cookie: 'memap_language=ko' },
    })
    expect(renderedOf(res.body)).toMatchObject({ locale: 'ko' })
  })

  it("dates its page in the browser's time zone (its cookie), Seoul's before it said, never a made-up one", async () => {
    for (const [cookie, timeZone] of [
      ['memap_time_zone=America%2FLos_Angeles', 'America/Los_Angeles'],
      ['memap_time_zone=Europe/Berlin', 'Europe/Berlin'],
      ['memap_time_zone=Mars%2FOlympus', 'Asia/Seoul'],
      ['memap_time_zone=', 'Asia/Seoul'],
      ['', 'Asia/Seoul'],
    ]) {
      const res = await t.app.inject({ url: '/', headers: cookie ? { cookie } : {} })
      expect(renderedOf(res.body), cookie).toMatchObject({ timeZone })
    }
  })

  it("renders for the session's wallet, whatever the address names", async () => {
    const member = await registerMember(t.app)
    const other = await registerMember(t.app)
    const res = await t.app.inject({
      url: `/?walletAddr=${other.address}`,
      headers: { cookie: member.cookie },
    })
    expect(renderedOf(res.body)).toMatchObject({ viewer: member.address })
  })

  it('sends the page compressed as the browser accepts: brotli, else gzip, else plain', async () => {
    const plain = (await t.app.inject({ url: '/' })).body
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': accepted } })
      expect(res.headers['content-encoding'], accepted).toBe(encoding)
      expect(decode(res.rawPayload).toString('utf8'), accepted).toBe(plain)
    }
    const identity = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(plain)
  })

  it('keeps `$` in the rendered text as it is', async () => {
    const res = await t.app.inject({ url: '/' })
    expect(res.body).toMatch(/ \$& \$1<\/p><\/div>/)
  })

  it('leaves to the browser a page the renderer does not render, or fails to', async () => {
    for (const url of ['/settings', '/about']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<div id="root"></div>')
      expect(res.body, url).not.toContain('memap-rendered')
      expect(res.body, url).toContain('<html lang="en">')
    }
  })
})
