import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { useInstance, useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { png } from '../test/images.ts'
import { type Member, registerMember } from '../test/members.ts'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
)

// When PUBLIC_URL is unset the server writes its links with the host a request names (the RPC
// address of /v0/config, NFT images, a page's tags): any host was taken and reflected, into
// answers a cache could keep.
describe('the hosts the server answers for', () => {
  // As behind a proxy on this machine, whose X-Forwarded-Host is believed.
  const t = useTestApp({ WEB_DIST: webDist, TRUST_PROXY: 'loopback' })
  const deployed = useInstance(
    t,
    (({ publicUrl, origins, allowedHosts }) => ({ publicUrl, origins, allowedHosts }))(
      loadConfig({ PUBLIC_URL: 'https://memap.example', ALLOWED_HOSTS: 'memap-1.internal:8080' }),
    ),
  )
  let member: Member
  beforeAll(async () => {
    member = await registerMember(t.app)
    // A picture, for its NFT metadata's image link.
    await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form(
        {
          wallet_addr: member.address,
          user_name: member.name,
          user_description: '',
          open_profile: 'Y',
          svn: '3',
        },
        { bytes: await png(8, 8), type: 'image/png' },
      ),
    })
    await t.worker.drain()
  })
  const HOST_CARRIERS = ['/v0/config', '/', '/v0/nft/1']

  it('refuses another host with 421 before anything runs, from Host or a proxy', async () => {
    for (const url of [...HOST_CARRIERS, '/v0/auth/session', '/v0/unknown']) {
      for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example:80' }]) {
        const res = await t.app.inject({ url, headers: { ...headers, cookie: member.cookie } })
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(421)
        expect(res.json().error).toMatch(/^host: this server does not answer for "evil\.example/)
      }
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v0/auth/logout',
      headers: { host: 'evil.example', cookie: member.cookie },
    })
    expect(logout.statusCode).toBe(421)
    const session = await t.app.inject({
      url: '/v0/auth/session',
      headers: { cookie: member.cookie },
    })
    expect(session.statusCode).toBe(200)
  })

  it("answers the machine's own names on any port, and health checks by any address", async () => {
    for (const host of ['localhost:1234', '127.0.0.1:5', '[::1]:8080', 'LocalHost']) {
      expect((await t.app.inject({ url: '/v0/config', headers: { host } })).statusCode, host).toBe(
        200,
      )
    }
    const health = await t.app.inject({ url: '/v0/health', headers: { host: '10.0.0.5:8080' } })
    expect(health.statusCode).toBe(200)
  })

  it('keeps every answer that carries the host out of shared caches', async () => {
    for (const url of HOST_CARRIERS) {
      const res = await t.app.inject({ url, headers: { host: '127.0.0.1:4321' } })
      expect(res.statusCode, url).toBe(200)
      if (url !== '/') expect(res.body, url).toContain('http://127.0.0.1:4321/')
      expect(res.headers['cache-control'], url).toBe('private, no-cache')
    }
  })

  it('answers PUBLIC_URL’s host and ALLOWED_HOSTS, and writes links with PUBLIC_URL', async () => {
    const ask = (host: string) => deployed.app.inject({ url: '/v0/config', headers: { host } })
    const own = await ask('memap.example')
    expect(own.statusCode).toBe(200)
    expect(own.json().data.rpcUrl).toBe('https://memap.example/v0/rpc')
    expect(own.headers['cache-control']).toBeUndefined()
    expect((await ask('memap-1.internal:8080')).statusCode).toBe(200)
    expect((await ask('127.0.0.1:8080')).statusCode).toBe(200)
    for (const other of ['memap-1.internal:9090', 'evil.example', 'memap.example.evil']) {
      expect((await ask(other)).statusCode, other).toBe(421)
    }
  })
})
