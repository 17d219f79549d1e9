import { beforeAll, describe, expect, it } from 'vitest'
import { startTxWorker } from '../../chain/tx-worker.ts'
import { useTestApp } from '../../test/app.ts'
import { badgeBuyer, DREAMER, FOODIE, GAMER, sendQueue, whole } from '../../test/badge-buyers.ts'
import { chainJobHandlers } from '../../workers.ts'

// One badge paid from the wallet and with a signed permit is paid once (PRODUCT.md §13). The model of every order is purchases.model.test.ts.
describe('one badge paid both ways', () => {
  const t = useTestApp()

  // The app's own worker is stopped: each test sends the queue when it chooses.
  beforeAll(() => t.worker.stop())

  const jobCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('chain_jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const jobsOf = (wallet: `0x${string}`, kind: string) =>
    t.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('wallet_addr', '=', wallet)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute()
  const paymentsOf = (wallet: `0x${string}`) =>
    t.db
      .selectFrom('badge_purchases')
      .select(['tx_hash', 'badge_id', 'refunded', 'refund_tx_hash'])
      .where('wallet_addr', '=', wallet)
      .orderBy('created_at')
      .execute()

  it('hands out no permit and takes no signed purchase of a badge owned, or while one is on its way', async () => {
    const ann = await badgeBuyer(t, 20)
    await sendQueue(t)
    const paid = await ann.pay(DREAMER)
    const bought = await ann.purchase(DREAMER.id, paid)
    expect(bought.json()).toEqual({ data: { badgeId: DREAMER.id, status: 'owned' } })
    const jobs = await jobCount()

    const owned = await ann.permit(DREAMER.id)
    expect(owned.statusCode).toBe(409)
    expect(owned.json().error).toBe('you already own this badge')

    expect((await ann.buySigned(GAMER.id)).res.statusCode).toBe(200)
    const onItsWay = await ann.permit(FOODIE.id)
    expect(onItsWay.statusCode).toBe(409)
    expect(onItsWay.json().error).toBe(
      'a badge purchase of yours is on its way; wait until it is done',
    )
    expect(await jobCount()).toBe(jobs + 1)
    await sendQueue(t)
    expect(await ann.owned()).toEqual([DREAMER.id, GAMER.id])
    expect(await ann.onChain()).toBe(whole(10))
  })

  it('fails unsent a signed purchase whose badge the wallet paid before it was sent', async () => {
    const bea = await badgeBuyer(t, 20)
    await sendQueue(t)
    const { res } = await bea.buySigned(DREAMER.id)
    expect(res.json()).toEqual({ data: { badgeId: DREAMER.id, status: 'pending' } })
    const paid = await bea.pay(DREAMER)
    expect((await bea.purchase(DREAMER.id, paid)).json()).toEqual({
      data: { badgeId: DREAMER.id, status: 'owned' },
    })

    await sendQueue(t)
    const [relayed] = await jobsOf(bea.address, 'badge_purchase')
    expect(relayed).toMatchObject({ status: 'failed', tx_hash: null })
    expect(relayed?.last_error).toMatch(/^refused: .* owns badge 2 already$/)
    expect(await bea.owned()).toEqual([DREAMER.id])
    expect(await bea.pending()).toEqual([])
    expect(await bea.onChain()).toBe(whole(15))
    expect(await bea.notices()).toContain('badge_purchase_failed 0')
  })

  it('takes a payment from the wallet for a badge bought with a signature, and sends it back', async () => {
    const cy = await badgeBuyer(t, 20)
    await sendQueue(t)
    expect((await cy.buySigned(DREAMER.id)).res.statusCode).toBe(200)
    await sendQueue(t)
    expect(await cy.owned()).toEqual([DREAMER.id])
    expect(await cy.onChain()).toBe(whole(15))

    const paid = await cy.pay(DREAMER)
    expect(await cy.onChain()).toBe(whole(10))
    const res = await cy.purchase(DREAMER.id, paid)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { badgeId: DREAMER.id, status: 'refunded' } })
    // Used: posted again, it is refused, and nothing more is queued.
    const jobs = await jobCount()
    const again = await cy.purchase(DREAMER.id, paid)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('transaction: this payment was already used')
    expect(await jobCount()).toBe(jobs)

    await sendQueue(t)
    expect(await cy.onChain()).toBe(whole(15))
    expect(await cy.owned()).toEqual([DREAMER.id])
    const [refund] = await jobsOf(cy.address, 'badge_refund')
    expect(refund).toMatchObject({ status: 'confirmed', amount: whole(5).toString() })
    expect(await paymentsOf(cy.address)).toEqual([
      expect.objectContaining({ badge_id: DREAMER.id, refunded: 0, refund_tx_hash: null }),
      { tx_hash: paid, badge_id: DREAMER.id, refunded: 1, refund_tx_hash: refund?.tx_hash },
    ])
    expect((await cy.notices())[0]).toBe('badge_payment_refunded 5')

    const exported = (await cy.get(`/v0/account/export?walletAddr=${cy.address}`)).json().data
    expect(exported.BadgePurchases[1]).toMatchObject({
      TxHash: paid,
      Refunded: true,
      RefundTxHash: refund?.tx_hash,
    })
  })

  it('sends back a payment in the round that empties the wallet first', async () => {
    // The refund's gas is estimated while the wallet still holds Whoom; the signed purchase sent
    // before it in the same round empties the wallet, and the refund then writes a balance from
    // zero, which costs more gas (EIP-2200). Found by purchases.model.test.ts (FC_SEED=544406142).
    const eve = await badgeBuyer(t, 13)
    await sendQueue(t)
    expect((await eve.purchase(DREAMER.id, await eve.pay(DREAMER))).statusCode).toBe(200)
    expect((await eve.buySigned(FOODIE.id)).res.statusCode).toBe(200)
    const again = await eve.purchase(DREAMER.id, await eve.pay(DREAMER))
    expect(again.json()).toEqual({ data: { badgeId: DREAMER.id, status: 'refunded' } })
    expect(await eve.onChain()).toBe(whole(3))

    await sendQueue(t)
    expect(await jobsOf(eve.address, 'badge_refund')).toEqual([
      expect.objectContaining({ status: 'confirmed' }),
    ])
    expect(await eve.owned()).toEqual([DREAMER.id, FOODIE.id])
    expect(await eve.onChain()).toBe(whole(5))
  })

  it('sends back the relayed payment when the wallet paid after the relay last looked', async () => {
    const dee = await badgeBuyer(t, 20)
    await sendQueue(t)
    expect((await dee.buySigned(DREAMER.id)).res.statusCode).toBe(200)
    // The wallet's payment lands between the relay's look and its transaction.
    const real = chainJobHandlers(t)
    const worker = startTxWorker({
      db: t.db,
      chain: t.chain,
      queue: t.config.chainQueue,
      log: t.app.log,
      pollMs: 60_000,
      handlers: {
        ...real,
        badge_purchase: {
          ...real.badge_purchase,
          async call(job) {
            const call = await real.badge_purchase.call(job)
            const paid = await dee.pay(DREAMER)
            expect((await dee.purchase(DREAMER.id, paid)).json().data.status).toBe('owned')
            return call
          },
        },
      },
    })
    await worker.drain()
    await worker.stop()
    await sendQueue(t)

    expect(await dee.owned()).toEqual([DREAMER.id])
    expect(await dee.onChain()).toBe(whole(15))
    const [relayed] = await jobsOf(dee.address, 'badge_purchase')
    expect(relayed?.status).toBe('confirmed')
    const payments = await paymentsOf(dee.address)
    expect(payments.map((payment) => [payment.tx_hash, payment.refunded])).toEqual([
      [expect.any(String), 0],
      [relayed?.tx_hash, 1],
    ])
    expect(payments[1]?.refund_tx_hash).toMatch(/^0x/)
    const notices = await dee.notices()
    expect(notices[0]).toBe('badge_payment_refunded 5')
    expect(notices).not.toContain('badge_purchased -5')
  })

  it('grants one of two payments from the wallet posted at once, and sends the other back', async () => {
    const eve = await badgeBuyer(t, 20)
    await sendQueue(t)
    const payments = [await eve.pay(DREAMER), await eve.pay(DREAMER)]
    const answers = await Promise.all(payments.map((hash) => eve.purchase(DREAMER.id, hash)))
    expect(answers.map((res) => res.json().data.status).sort()).toEqual(['owned', 'refunded'])
    await sendQueue(t)
    expect(await eve.owned()).toEqual([DREAMER.id])
    expect(await eve.onChain()).toBe(whole(15))
  })
})
