import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-'))
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>MeMap</title>')

/** What a caller reads of an answer: its status, its `Allow` header and its body. */
const seen = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => ({
  status: res.statusCode,
  allow: res.headers.allow,
  body: JSON.parse(res.body),
})

describe.each([
  ['with the web app', { WEB_DIST: webDist }],
  ['serving the API only', { WEB_DIST: path.join(webDist, 'none') }],
])('a method a path is not served with, %s', (_name, env) => {
  const t = useTestApp(env)

  it('answers 405 with the methods the path is served with', async () => {
    const cases = [
      ['POST', '/v0/config', 'GET, HEAD'],
      ['DELETE', '/v0/nft/12', 'GET, HEAD'],
      ['GET', '/v0/albums/upload', 'PUT'],
      ['OPTIONS', '/v0/friends/request', 'POST'],
      ['PUT', '/v0/docs/json', 'GET, HEAD'],
      // The path as the router reads it, however spelt.
      ['POST', '/%760/config', 'GET, HEAD'],
      ['DELETE', '//V0//nft/12', 'GET, HEAD'],
    ] as const
    for (const [method, url, allow] of cases) {
      const res = seen(await t.app.inject({ method, url }))
      expect(res, `${method} ${url}`).toEqual({
        status: 405,
        allow,
        body: { error: `${method} is not served here; use ${allow}`, code: 'method_not_allowed' },
      })
    }
  })

  it('still answers 404 for a path nobody serves, whatever the method', async () => {
    for (const [method, url] of [
      ['POST', '/v0/unknown'],
      ['GET', '/v0/config/extra'],
      ['POST', '/v0/Config'],
      ['DELETE', '/v0/nft/12/more'],
    ] as const) {
      const res = seen(await t.app.inject({ method, url }))
      expect(res.status, `${method} ${url}`).toBe(404)
      expect(res.allow, `${method} ${url}`).toBeUndefined()
    }
  })
})

describe('the web app beside the 405', () => {
  const t = useTestApp({ WEB_DIST: webDist })

  it('still serves its pages, and answers 404 to other methods on them', async () => {
    const page = await t.app.inject({ url: '/badgecollection' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>MeMap</title>')
    const post = await t.app.inject({ method: 'POST', url: '/memap' })
    expect(post.statusCode).toBe(404)
    expect(post.headers.allow).toBeUndefined()
  })
})
