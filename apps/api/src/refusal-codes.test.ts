import { REFUSAL_CODES, type RefusalCode } from '@memap/shared/refusal-codes'
import { describe, expect, it } from 'vitest'
import { refusalProblem } from './plugins/refusal-check.ts'
import { useTestApp } from './test/app.ts'
import { form } from './test/forms.ts'
import { registerMember } from './test/members.ts'
import { newAccount, signIn } from './test/sign-in.ts'

// Every refusal is a code of the registry (packages/shared/src/refusal-codes.ts): the error
// helpers take nothing else (the type check), every test holds each refusal to its route's
// declared codes (plugins/refusal-check.ts), and here the registry is held to the document.

/** Codes answered outside any route of the document: no route matched, or before one could. */
const OUTSIDE_ROUTES: RefusalCode[] = [
  'no_route',
  'method_not_allowed',
  'request_timeout',
  'headers_too_large',
  'internal_error',
  'metrics_off',
  'metrics_token_required',
]

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content?: Record<string, { schema: { properties?: { code?: { enum?: string[] } } } }> }
        >
      }
    >
  >
}

describe('refusal codes', () => {
  const t = useTestApp()

  it('are each declared by a route of the OpenAPI document, or answered outside any route', async () => {
    const document = (await t.app.inject({ url: '/v0/docs/json' })).json() as Document
    const documented = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) =>
          Object.values(operation.responses).flatMap(
            (answer) => answer.content?.['application/json']?.schema.properties?.code?.enum ?? [],
          ),
        ),
      ),
    )
    for (const code of documented) expect(Object.hasOwn(REFUSAL_CODES, code), code).toBe(true)
    const declared = new Set([...documented, ...OUTSIDE_ROUTES])
    expect(Object.keys(REFUSAL_CODES).filter((code) => !declared.has(code))).toEqual([])
  })

  it('fail a test that meets one the route does not declare, or answered with another status', () => {
    const declared = new Set<RefusalCode>(['name_taken'])
    expect(refusalProblem(409, { code: 'name_taken' }, declared)).toBeUndefined()
    expect(refusalProblem(409, { code: 'already_liked' }, declared)).toMatch(/not declared/)
    expect(refusalProblem(400, { code: 'name_taken' }, declared)).toMatch(
      /a 409, answered with 400/,
    )
    expect(refusalProblem(400, { code: 'sold_out' }, declared)).toMatch(/not in the registry/)
    expect(refusalProblem(400, {}, undefined)).toMatch(/not in the registry/)
    expect(refusalProblem(503, { code: 'internal_error' }, declared)).toBeUndefined()
  })

  it('are answered as { error, code } beside the sentence old clients read', async () => {
    const amy = await registerMember(t.app, 'Bob Codes')
    const newcomer = newAccount()
    const cookie = await signIn(t.app, newcomer)
    const address = newcomer.address
    const register = (name: string, wallet: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v0/profile/register',
        headers: { cookie },
        payload: form({ wallet_addr: wallet, user_name: name }),
      })
    const taken = await register('bob codes', address)
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ error: 'Already exists name.', code: 'name_taken' })
    const lookAlike = await register('B0b Codes', address)
    expect(lookAlike.json()).toEqual({
      error: 'looks too much like the name of another member',
      code: 'name_look_alike',
    })
    const long = await register('x'.repeat(21), address)
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({
      error: 'user_name: Please ensure it is between 2 and 20 characters.',
      code: 'name_length',
      field: 'user_name',
    })
    const short = await t.app.inject({
      method: 'POST',
      url: '/v0/emotion/user-emotion/create',
      headers: { cookie: amy.cookie },
      payload: { walletAddr: amy.address, emotionId: 1, description: 'too short' },
    })
    expect(short.json()).toMatchObject({ code: 'reason_too_short', field: 'description' })
    const limit = await amy.post('/v0/friends/request', {
      walletAddr: amy.address,
      targetWalletAddr: amy.address,
      rejection: false,
    })
    expect(limit.json()).toEqual({
      error: 'targetWalletAddr: you cannot befriend yourself',
      code: 'cannot_befriend_self',
    })
  })
})
