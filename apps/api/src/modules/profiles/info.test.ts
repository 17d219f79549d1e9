import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { registerMember } from '../../test/members.ts'

describe('GET /v0/user/info counters', () => {
  const t = useTestApp()

  it('counts distinct signed-in visitors today, never the owner, an anonymous one or an impostor', async () => {
    const owner = await registerMember(t.app)
    const [ann, bob] = [await registerMember(t.app), await registerMember(t.app)]
    const today = async () =>
      (await t.app.inject({ url: `/v0/user/info?targetWalletAddr=${owner.address}` })).json().data
        .Today
    const visit = (viewer: typeof ann, as = viewer.address) =>
      viewer.get(`/v0/user/info?walletAddr=${as}&targetWalletAddr=${owner.address}`)

    await visit(owner)
    expect(await today()).toBe(0)
    await visit(ann)
    await visit(ann)
    expect(await today()).toBe(1)
    // Naming another wallet than one's session counts nobody.
    await visit(bob, ann.address)
    await t.app.inject({
      url: `/v0/user/info?walletAddr=${bob.address}&targetWalletAddr=${owner.address}`,
    })
    expect(await today()).toBe(1)
    await visit(bob)
    expect(await today()).toBe(2)
  })

  it('answers 404 for a wallet without a MeMap', async () => {
    const res = await t.app.inject({
      url: '/v0/user/info?targetWalletAddr=0x000000000000000000000000000000000000dEaD',
    })
    expect(res.statusCode).toBe(404)
  })
})
