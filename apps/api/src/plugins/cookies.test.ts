import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { cookiesPlugin } from './cookies.ts'

async function appWithCookies() {
  const app = Fastify()
  await app.register(cookiesPlugin)
  app.get('/read', async (request) => ({ a: request.cookies.a ?? null, b: request.cookies.b }))
  app.get('/set', async (_request, reply) => {
    reply.setCookie('session', 'x y', { httpOnly: true, maxAge: 60 })
    reply.setCookie('flow', 'z', { path: '/v0/link', sameSite: 'strict' })
    return 'set'
  })
  app.get('/clear', async (_request, reply) => {
    reply.clearCookie('flow', { path: '/v0/link' })
    return 'cleared'
  })
  return app
}

describe('cookies', () => {
  it('reads the cookies a request sends, decoded, and none when it sends none', async () => {
    const app = await appWithCookies()
    const sent = await app.inject({ url: '/read', headers: { cookie: 'a=1; b=two%20words' } })
    expect(sent.json()).toEqual({ a: '1', b: 'two words' })
    const none = await app.inject({ url: '/read' })
    expect(none.json()).toEqual({ a: null })
  })

  it('writes each cookie set as a Set-Cookie header of its own, Lax and for every path unless told', async () => {
    const app = await appWithCookies()
    const answer = await app.inject({ url: '/set' })
    expect(answer.headers['set-cookie']).toEqual([
      'session=x%20y; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
      'flow=z; Path=/v0/link; SameSite=Strict',
    ])
    expect(answer.cookies.map(({ name, value }) => [name, value])).toEqual([
      ['session', 'x y'],
      ['flow', 'z'],
    ])
  })

  it('tells the browser to forget a cookie on its path', async () => {
    const app = await appWithCookies()
    const answer = await app.inject({ url: '/clear' })
    expect(answer.cookies).toMatchObject([
      { name: 'flow', value: '', path: '/v0/link', maxAge: 0, expires: new Date(0) },
    ])
  })
})
