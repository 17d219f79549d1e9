import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-'))
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>MeMap</title>')
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)')

describe('serving the web app', () => {
  const t = useTestApp({ WEB_DIST: webDist })

  it('answers index.html for every app route', async () => {
    for (const url of ['/', '/landing', '/memap?user=0xabc', '/badgecollection']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>MeMap</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets with a long-lived cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers JSON 404 for unknown API routes, never the page', async () => {
    const res = await t.app.inject({ url: '/v0/unknown' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'no route GET /v0/unknown' })
    const post = await t.app.inject({ method: 'POST', url: '/memap' })
    expect(post.statusCode).toBe(404)
  })
})
