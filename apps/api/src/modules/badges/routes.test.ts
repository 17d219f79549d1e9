import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { createWalletClient, encodeAbiParameters, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { type Member, registerMember } from '../../test/members.ts'

describe('badges bought on chain', () => {
  const t = useTestApp()
  const whole = (whoom: number) => BigInt(whoom) * 10n ** 18n

  /**
   * A member whose wallet holds 29 Whoom on chain (its 30 withdrawn) and the faucet's ETH for
   * gas: everything the server sends goes through its own queue.
   */
  async function buyer() {
    const member = await registerMember(t.app)
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/v0/withdraw',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }),
    })
    expect(withdrawn.statusCode).toBe(200)
    await t.worker.drain()
    const wallet = createWalletClient({
      account: member.account,
      chain: t.chain.chain,
      transport: http(t.chain.rpcUrl),
    })
    /** Pays the shop with transferAndCall, as the badge screen does. */
    const pay = async (value: bigint, group: string, name: string, gas?: bigint) => {
      const hash = await wallet.writeContract({
        address: t.chain.contracts.main,
        abi: whoomAbi,
        functionName: 'transferAndCall',
        args: [
          t.chain.contracts.badge,
          value,
          encodeAbiParameters([{ type: 'string' }, { type: 'string' }], [group, name]),
        ],
        ...(gas ? { gas } : {}),
      })
      await t.chain.publicClient.waitForTransactionReceipt({ hash })
      return hash
    }
    return { ...member, wallet, pay }
  }

  const purchase = (member: Member, badgeId: number, transaction: string) =>
    member.post('/v0/badge/purchase', { walletAddr: member.address, badgeId, transaction })
  const owned = async (member: Member) =>
    (await t.app.inject({ url: `/v0/badge/user/list/have?walletAddr=${member.address}` })).json()
      .data

  it('lists groups of badges with prices, one of them free', async () => {
    const groups = (await t.app.inject({ url: '/v0/badge/list' })).json().data
    expect(groups.length).toBeGreaterThanOrEqual(2)
    const badges = groups.flatMap((group: { badges: { price: number }[] }) => group.badges)
    expect(groups[0]).toMatchObject({
      group: 'Personality',
      badges: expect.arrayContaining([{ id: 2, name: 'Dreamer', price: 5 }]),
    })
    expect(badges.filter((badge: { price: number }) => badge.price === 0)).toHaveLength(1)
  })

  it('grants a badge paid with exactly its price, once, and shows it when applied', async () => {
    const alice = await buyer()
    const hash = await alice.pay(whole(5), 'Personality', 'Dreamer')
    const res = await purchase(alice, 2, hash)
    expect(res.statusCode, res.body).toBe(200)
    expect(await owned(alice)).toEqual([{ badgeId: 2, badgeName: 'Dreamer', status: false }])

    const replay = await purchase(alice, 2, hash)
    expect(replay.statusCode).toBe(409)
    const other = await buyer()
    const stolen = await purchase(other, 2, hash)
    expect(stolen.statusCode).toBe(409)
    expect(await owned(other)).toEqual([])

    const applied = await alice.post('/v0/badge/apply', {
      walletAddr: alice.address,
      badgeIds: [2],
    })
    expect(applied.json()).toEqual({ data: { active: [2] } })
    const profile = (
      await t.app.inject({ url: `/v0/user/info?targetWalletAddr=${alice.address}` })
    ).json().data
    expect(profile.IdentityGraph).toEqual([{ Type: 'badge', Name: 'Dreamer', ObjectId: 'badge:2' }])
    const network = (
      await t.app.inject({ url: '/v0/friends/recommend/list?objectId=badge:2&index=0' })
    ).json().data
    expect(network.Friends.map((f: { WalletAddr: string }) => f.WalletAddr)).toEqual([
      alice.address,
    ])
  })

  it('grants the free badge for a payment of 0', async () => {
    const bob = await buyer()
    const hash = await bob.pay(0n, 'Personality', 'Explorer')
    expect((await purchase(bob, 1, hash)).statusCode).toBe(200)
  })

  it('refuses a payment of the wrong amount, for another badge, or by another wallet', async () => {
    const carol = await buyer()
    const short = await carol.pay(whole(4), 'Personality', 'Dreamer')
    const otherBadge = await carol.pay(whole(5), 'Hobby', 'Gamer')
    for (const hash of [short, otherBadge]) {
      const res = await purchase(carol, 2, hash)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(
        'transaction: it is not a payment of this badge from this wallet',
      )
    }
    const dave = await buyer()
    const davesPayment = await dave.pay(whole(5), 'Personality', 'Dreamer')
    expect((await purchase(carol, 2, davesPayment)).statusCode).toBe(400)
    expect(await owned(carol)).toEqual([])
    expect((await purchase(dave, 2, davesPayment)).statusCode).toBe(200)
  })

  it('refuses a payment sent to another address than the badge shop', async () => {
    const gina = await buyer()
    const elsewhere = await gina.wallet.writeContract({
      address: t.chain.contracts.main,
      abi: whoomAbi,
      functionName: 'transferAndCall',
      args: [
        t.chain.account.address,
        whole(5),
        encodeAbiParameters([{ type: 'string' }, { type: 'string' }], ['Personality', 'Dreamer']),
      ],
    })
    await t.chain.publicClient.waitForTransactionReceipt({ hash: elsewhere })
    const res = await purchase(gina, 2, elsewhere)
    expect(res.statusCode).toBe(400)
    expect(await owned(gina)).toEqual([])
  })

  it('refuses a failed transaction, a plain transfer and an unknown hash', async () => {
    const erin = await buyer()
    const reverted = await erin.pay(whole(100), 'Personality', 'Dreamer', 200_000n)
    const failed = await purchase(erin, 2, reverted)
    expect(failed.statusCode).toBe(400)
    expect(failed.json().error).toBe('transaction: the payment failed on chain')

    const plain = await erin.wallet.writeContract({
      address: t.chain.contracts.main,
      abi: whoomAbi,
      functionName: 'transfer',
      args: [t.chain.contracts.badge, whole(3)],
    })
    await t.chain.publicClient.waitForTransactionReceipt({ hash: plain })
    expect((await purchase(erin, 6, plain)).statusCode).toBe(400)

    const unknown = await purchase(erin, 2, `0x${'ab'.repeat(32)}`)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toMatch(/^transaction: /)
  })

  it('refuses to apply a badge the wallet does not own', async () => {
    const fred = await buyer()
    const res = await fred.post('/v0/badge/apply', { walletAddr: fred.address, badgeIds: [3] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('badgeIds: you do not own badge 3')
  })
})
