import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { registerMember } from '../test/members.ts'
import { formRoutesCheck, withForms } from './forms.ts'

const formRoute = {
  method: 'POST' as const,
  url: '/form',
  schema: { consumes: ['multipart/form-data'] },
  handler: async (request: { body: unknown }) => request.body,
}

describe('forms', () => {
  const t = useTestApp()

  it('takes a form where the contract asks for one, and refuses one sent as JSON is asked', async () => {
    const member = await registerMember(t.app)
    const asked = await member.post(
      '/v0/profile/updateCustomURL',
      form({ wallet_addr: member.address, custom_url: 'https://example.com/me' }),
    )
    expect(asked.statusCode).toBe(200)

    const notAsked = await member.post(
      '/v0/friends/request',
      form({ walletAddr: member.address, targetWalletAddr: member.address }),
    )
    expect(notAsked.statusCode).toBe(415)
    expect(notAsked.json()).toEqual({
      error: 'body: must be application/json',
      code: 'body_type_refused',
    })
  })

  it('stops an app from starting with a form route outside the forms scope', async () => {
    const misplaced = Fastify()
    await misplaced.register(formRoutesCheck)
    expect(() => misplaced.route(formRoute)).toThrow('POST /form takes a form')
    await misplaced.close()

    const placed = Fastify()
    await placed.register(formRoutesCheck)
    await withForms(placed, (forms) => {
      forms.route(formRoute)
    })
    const res = await placed.inject({
      method: 'POST',
      url: '/form',
      body: form({ name: 'Ada' }),
    })
    expect(res.json()).toEqual({ name: 'Ada' })
    await placed.close()
  })
})
