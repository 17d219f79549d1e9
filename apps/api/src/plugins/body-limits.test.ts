import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { jpegWithGps } from '../test/images.ts'
import { registerMember } from '../test/members.ts'

const boundary = 'memap-test'
const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const filePart = (name: string, filename: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` }

describe('request body limits', () => {
  const t = useTestApp()

  it('answers a JSON body over 1 MB with 413, saying the limit', async () => {
    const member = await registerMember(t.app)
    const res = await member.post('/v0/friends/request', {
      walletAddr: member.address,
      targetWalletAddr: member.address,
      padding: 'x'.repeat(1024 * 1024),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'body: must be at most 1 MB', code: 'body_too_large' })
  })

  it('answers a form with two files with 413', async () => {
    const member = await registerMember(t.app)
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { ...multipart, cookie: member.cookie },
      payload: `${field('walletAddr', member.address)}${filePart('file', 'a.jpg')}${filePart('file', 'b.jpg')}--${boundary}--\r\n`,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      error: 'body: at most 1 file may be sent',
      code: 'body_too_large',
    })
  })

  it('answers a form with more than 20 fields with 413', async () => {
    const member = await registerMember(t.app)
    const fields = Array.from({ length: 21 }, (_, i) => field(`f${i}`, 'x')).join('')
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/updateCustomURL',
      headers: { ...multipart, cookie: member.cookie },
      payload: `${field('wallet_addr', member.address)}${fields}--${boundary}--\r\n`,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      error: 'body: at most 20 form fields may be sent',
      code: 'body_too_large',
    })
  })

  it('answers a form field over 64 KB with 413, and takes one of 64 KB', async () => {
    const member = await registerMember(t.app)
    const send = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v0/profile/updateCustomURL',
        headers: { cookie: member.cookie },
        payload: form({ wallet_addr: member.address, custom_url: url }),
      })
    // The parser cut such a field short without a word, and the rest was taken.
    for (const size of [64 * 1024 + 1, 200 * 1024]) {
      const res = await send(`https://example.com/${'a'.repeat(size - 20)}`)
      expect(res.statusCode, String(size)).toBe(413)
      expect(res.json()).toEqual({
        error: 'body: a form field must be at most 64 KB',
        code: 'body_too_large',
      })
    }
    const atLimit = await send(`https://example.com/${'a'.repeat(64 * 1024 - 20)}`)
    expect(atLimit.statusCode).not.toBe(413)
  })

  it('answers a broken form with 400, not a server error', async () => {
    const member = await registerMember(t.app)
    for (const [headers, payload] of [
      [multipart, `${field('walletAddr', member.address)}`], // never closed
      [{ 'content-type': 'multipart/form-data' }, 'no boundary'],
      [multipart, `--${boundary}\r\nContent-Disposition: form-data; name="walletAddr"\r\n`],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v0/albums/upload',
        headers: { ...headers, cookie: member.cookie },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
      expect(res.json()).toEqual({
        error: 'body: the multipart form is malformed',
        code: 'malformed_request',
      })
    }
  })

  it('answers an unknown content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      headers: { 'content-type': 'application/xml' },
      payload: '<walletAddr/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().error).toBe('body: must be application/json')
  })

  it('answers a URL the router cannot take in the { error } shape, without echoing it', async () => {
    const long = await t.app.inject({ url: `/v0/images/${'a'.repeat(5000)}` })
    expect(long.statusCode).toBe(414)
    expect(long.json()).toEqual({ error: 'a part of the URL is too long', code: 'url_too_long' })
    const undecodable = await t.app.inject({ url: '/v0/nft/%E0%A4%A' })
    expect(undecodable.statusCode).toBe(400)
    expect(undecodable.json()).toEqual({ error: 'the URL is not valid', code: 'malformed_request' })
  })

  it('still takes a form with a photo within the limits', async () => {
    const member = await registerMember(t.app)
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes: await jpegWithGps(300, 200) }),
    })
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('a configured body limit', () => {
  const t = useTestApp({ BODY_LIMIT_BYTES: '2048' })

  it('answers a JSON body over BODY_LIMIT_BYTES with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      payload: { walletAddr: `0x${'a'.repeat(40)}`, padding: 'x'.repeat(2048) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'body: must be at most 2 KB', code: 'body_too_large' })
  })
})
