import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { signerKeyFile } from '../chain/devnet-signer.ts'
import { useTestApp } from '../test/app.ts'
import { newAccount, signInMessage } from '../test/sign-in.ts'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" data-page-start>startPage()</script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>',
)
// How a browser names an inline script in a policy: its SHA-256 in base64.
const startPageHash = createHash('sha256').update('startPage()').digest('base64')

describe('the front door', () => {
  // As behind a TLS-ending proxy on this machine, which says the client came over https.
  const t = useTestApp({ WEB_DIST: webDist, TRUST_PROXY: 'loopback' })

  it('sends the security headers, and the content security policy with pages', async () => {
    const page = await t.app.inject({ url: '/memap' })
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    })
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    // Our scripts, and the page's own inline one by its hash: no other inline script runs.
    expect(csp).toContain(`script-src 'self' 'sha256-${startPageHash}';`)
    // The same for the page as a file, which the service worker keeps for offline.
    const file = await t.app.inject({ url: '/index.html' })
    expect(file.headers['content-security-policy']).toBe(csp)
    const api = await t.app.inject({ url: '/v0/config' })
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    const https = await t.app.inject({
      url: '/v0/config',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/)
  })

  it('refuses a write from another origin, and takes one from ours', async () => {
    const account = newAccount()
    const message = await signInMessage(t.app, account.address)
    const signature = await account.signMessage({ message })
    const verify = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v0/auth/verify',
        headers: { origin },
        payload: { message, signature },
      })
    const foreign = await verify('https://evil.example')
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().error).toMatch(/^writes are accepted only from http:\/\/localhost:8080/)
    expect((await verify('http://localhost:8080')).statusCode).toBe(200)
  })

  it('never hands a secret to the browser', async () => {
    const config = JSON.stringify((await t.app.inject({ url: '/v0/config' })).json())
    expect(config).not.toMatch(/[0-9a-f]{64}/i)
    const key = fs.readFileSync(signerKeyFile(path.join(t.config.dataDir, 'devnet')), 'utf8')
    expect(config).not.toContain(key.trim().slice(2))
  })
})
