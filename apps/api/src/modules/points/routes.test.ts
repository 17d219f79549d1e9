import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { ledger } from '../../test/ledger.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

describe('GET /v0/point/check-user', () => {
  const t = useTestApp()

  it("answers the owner's balance, and whether it covers an amount", async () => {
    const account = newAccount()
    const cookie = await signIn(t.app, account)
    const ask = (query = '') =>
      t.app.inject({
        url: `/v0/point/check-user?walletAddr=${account.address}${query}`,
        headers: { cookie },
      })
    expect((await ask()).json()).toEqual({ data: { Value: 0 } })
    await ledger.post(
      t.db,
      {
        walletAddr: account.address,
        type: 'mint_nft',
        amount: 30,
        idempotencyKey: `k:${account.address}`,
      },
      new Date(),
    )
    expect((await ask()).json()).toEqual({ data: { Value: 30 } })
    expect((await ask('&point=30')).json()).toEqual({ data: { Value: 30, Checker: true } })
    expect((await ask('&point=31')).json()).toEqual({ data: { Value: 30, Checker: false } })
    const bad = await ask('&point=-1')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatch(/^point: /)
  })
})
