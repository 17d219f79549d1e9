import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import type { Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import {
  type BadgeBuyer,
  badgeBuyer,
  DREAMER,
  EXPLORER,
  FOODIE,
  GAMER,
  type ShopBadge,
  sendQueue,
  whole,
} from '../../test/badge-buyers.ts'
import { type Answer, PurchasesModel } from './purchases-model.ts'

// Badge purchases against a model of PRODUCT.md §13 (a badge is paid once): 2 or 3 fresh wallets
// buy badges from the wallet (transferAndCall, then POST /v0/badge/purchase), with a signed
// permit (POST /v0/badge/purchase-signed), both, replays of each, in every order and at once,
// the chain queue sent now and then, against the real app and anvil. After each step every
// wallet's badges, signed purchase on its way and on-chain Whoom must be the model's; each badge
// is paid by one payment (the others refunded), no hash is used twice, and once the queue is
// sent each wallet holds its start less the prices of its badges. FC_RUNS sets the number of
// runs, FC_SEED, FC_PATH and FC_REPLAY replay a failure (docs/OPERATIONS.md, "The badge
// purchases' model"):
// `FC_RUNS=50 npx vitest run --project api-sqlite apps/api/src/modules/badges/purchases.model.test.ts`.
const RUNS = Number(process.env.FC_RUNS ?? 12)
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED)
const PATH = process.env.FC_PATH
const REPLAY = process.env.FC_REPLAY
const BADGES = [EXPLORER, DREAMER, GAMER, FOODIE]
const price = (id: number) => BADGES.find((badge) => badge.id === id)?.price ?? Number.NaN

describe('badge purchases, against a model of their rules', () => {
  const t = useTestApp()
  // The queue is sent only by the runs' Send steps.
  beforeAll(() => t.worker.stop())

  interface Real {
    buyers: BadgeBuyer[]
    /** Payments and signed purchases taken, to post again. */
    payments: Hex[]
    signed: { badgeId: number; deadline: number; signature: Hex }[]
  }
  type Step = fc.AsyncCommand<PurchasesModel, Real>

  const buyer = (real: Real, w: number) => {
    const found = real.buyers[w]
    if (!found) throw new Error(`no wallet w${w} in the run`)
    return found
  }

  /** Every wallet as the model has it, and the rules no order may break. */
  async function agree(model: PurchasesModel, real: Real, after: string) {
    const found = await Promise.all(
      real.buyers.map(async (b) => ({
        owned: await b.owned(),
        pending: await b.pending(),
        balance: await b.onChain(),
      })),
    )
    expect(found, `after ${after}: w0, w1, … as the server and the chain have them`).toEqual(
      model.wallets.map((wallet) => ({
        owned: [...wallet.owned].sort((a, b) => a - b),
        pending: wallet.pending ? [wallet.pending.id] : [],
        balance: whole(wallet.balance),
      })),
    )
    await paidOnce(real, after)
    if (!model.queueEmpty) return
    // Every refund sent: a wallet holds its start less the price of each badge it has.
    for (const [w, wallet] of model.wallets.entries()) {
      const spent = [...wallet.owned].reduce((sum, id) => sum + price(id), 0)
      expect(found[w]?.balance, `after ${after}: w${w} paid its badges once`).toBe(
        whole((model.start[w] ?? 0) - spent),
      )
    }
  }

  /**
   * Each badge a wallet has is paid by one payment, the others are refunded, each by one job;
   * no transaction is taken twice.
   */
  async function paidOnce(real: Real, after: string) {
    const wallets = real.buyers.map((b) => b.address)
    const payments = await t.db
      .selectFrom('badge_purchases')
      .select(['tx_hash', 'wallet_addr', 'badge_id', 'price', 'refunded'])
      .where('wallet_addr', 'in', wallets)
      .execute()
    const refunds = await t.db
      .selectFrom('chain_jobs')
      .select('idempotency_key')
      .where('kind', '=', 'badge_refund')
      .where('wallet_addr', 'in', wallets)
      .execute()
    expect(new Set(payments.map((p) => p.tx_hash)).size, `after ${after}: hashes`).toBe(
      payments.length,
    )
    for (const b of real.buyers) {
      const owned = await b.owned()
      const granting = payments.filter((p) => p.wallet_addr === b.address && p.refunded === 0)
      expect(granting.map((p) => p.badge_id).sort(), `after ${after}: paying payments`).toEqual(
        owned,
      )
    }
    const owed = payments.filter((p) => p.refunded === 1 && p.price > 0)
    expect(
      refunds.map((job) => job.idempotency_key).sort(),
      `after ${after}: one refund for each refunded payment`,
    ).toEqual(owed.map((p) => `badge-refund:${p.tx_hash}`).sort())
  }

  function expectAnswer(res: LightMyRequestResponse, expected: Answer, label: string) {
    expect(res.statusCode, `${label} answered ${res.body}`).toBe(expected.status)
    if ('outcome' in expected) {
      expect(res.json().data.status, `${label} answered ${res.body}`).toBe(expected.outcome)
    }
  }

  function step(
    label: string,
    act: (model: PurchasesModel, real: Real) => Promise<void>,
    applies: (model: Readonly<PurchasesModel>) => boolean = () => true,
  ): Step {
    return {
      check: applies,
      async run(model, real) {
        await act(model, real)
        await agree(model, real, label)
      },
      toString: () => label,
    }
  }

  const inRun = (model: Readonly<PurchasesModel>, w: number) => w < model.wallets.length

  /** Paid from the wallet, mined, then posted. */
  const pay = (w: number, badge: ShopBadge) =>
    step(
      `Pay(w${w}, ${badge.name})`,
      async (model, real) => {
        const hash = await buyer(real, w).pay(badge)
        const res = await buyer(real, w).purchase(badge.id, hash)
        expectAnswer(res, model.pay(w, badge), `Pay(w${w}, ${badge.name})`)
        real.payments.push(hash)
      },
      // The chain refuses a payment the wallet cannot cover: no purchase to post.
      (model) => inRun(model, w) && model.of(w).balance >= badge.price,
    )

  /** A permit asked for, signed and posted. */
  const signed = (w: number, badge: ShopBadge) =>
    step(
      `Signed(w${w}, ${badge.name})`,
      async (model, real) => {
        const { res, body } = await buyer(real, w).buySigned(badge.id)
        expectAnswer(res, model.signed(w, badge), `Signed(w${w}, ${badge.name})`)
        if (res.statusCode === 200 && body) real.signed.push(body)
      },
      (model) => inRun(model, w),
    )

  /** A payment taken before posted again, by wallet `w` (its own, or another's). */
  const replayPayment = (w: number, k: number) =>
    step(
      `ReplayPayment(w${w}, #${k})`,
      async (_model, real) => {
        const hash = real.payments[k % real.payments.length]
        if (!hash) return // none taken yet in this run
        const res = await buyer(real, w).purchase(DREAMER.id, hash)
        expect(res.statusCode, `ReplayPayment(w${w}, #${k}) answered ${res.body}`).toBe(409)
      },
      (model) => inRun(model, w),
    )

  /** A signed purchase taken before posted again, by wallet `w`. */
  const replaySigned = (w: number, k: number) =>
    step(
      `ReplaySigned(w${w}, #${k})`,
      async (_model, real) => {
        const body = real.signed[k % real.signed.length]
        if (!body) return // none taken yet in this run
        const res = await buyer(real, w).buy(body)
        expect(res.statusCode, `ReplaySigned(w${w}, #${k}) answered ${res.body}`).toBe(409)
      },
      (model) => inRun(model, w),
    )

  const send = step('Send', async (model) => {
    await sendQueue(t)
    model.send()
  })

  type Act = { kind: 'pay' | 'signed' | 'replay' | 'send'; badge: ShopBadge }

  /**
   * Steps at once, for wallet `w`: payments from the wallet (mined first, then posted), signed
   * purchases, replays of the wallet's payments and the queue sent, all in flight together.
   * The queue is sent before and after; which of them won is the server's to say, within the
   * rules, and the model takes the wallet as it is then.
   */
  const atOnce = (w: number, acts: Act[]) => {
    const label = `AtOnce(w${w}: ${acts.map((a) => `${a.kind} ${a.badge.name}`).join(', ')})`
    return step(
      label,
      async (model, real) => {
        await sendQueue(t)
        model.send()
        const b = buyer(real, w)
        const before = { owned: await b.owned(), balance: model.of(w).balance }
        const paid = new Map<Act, Hex>()
        let left = before.balance
        for (const act of acts) {
          if (act.kind !== 'pay' || left < act.badge.price) continue
          left -= act.badge.price
          paid.set(act, await b.pay(act.badge))
        }
        const answer = async (act: Act) => {
          switch (act.kind) {
            case 'pay': {
              const hash = paid.get(act)
              if (!hash) return undefined
              const res = await b.purchase(act.badge.id, hash)
              if (res.statusCode === 200) real.payments.push(hash)
              return { act, res, allowed: [200] }
            }
            case 'signed': {
              const { res, body } = await b.buySigned(act.badge.id)
              if (res.statusCode === 200 && body) real.signed.push(body)
              // Refused: owned, on its way (or queued by another at once), or not covered.
              return { act, res, allowed: [200, 400, 409] }
            }
            case 'replay': {
              const hash = real.payments[0]
              if (!hash) return undefined
              return { act, res: await b.purchase(act.badge.id, hash), allowed: [409] }
            }
            case 'send':
              await sendQueue(t)
              return undefined
          }
        }
        const answers = await Promise.all(acts.map(answer))
        for (const answer of answers) {
          if (!answer) continue
          expect(
            answer.allowed,
            `${label}: ${answer.act.kind} answered ${answer.res.body}`,
          ).toContain(answer.res.statusCode)
        }
        await sendQueue(t)
        const owned = await b.owned()
        // Nothing had is lost, and nothing is had that was not bought.
        expect(owned, `${label}: kept`).toEqual(expect.arrayContaining(before.owned))
        const bought = new Set([...before.owned, ...acts.map((a) => a.badge.id)])
        expect(
          owned.filter((id) => !bought.has(id)),
          `${label}: bought`,
        ).toEqual([])
        model.adopt(w, { balance: Number((await b.onChain()) / whole(1)), owned })
      },
      (model) => inRun(model, w),
    )
  }

  const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary })
  const w = fc.nat({ max: 2 })
  // Mostly two badges, so that a run buys one twice.
  const badge = fc.oneof(
    weighted(4, fc.constantFrom(DREAMER, FOODIE)),
    fc.constantFrom(EXPLORER, GAMER),
  )
  const act = fc.record<Act>({
    kind: fc.constantFrom('pay', 'signed', 'replay', 'send'),
    badge,
  })
  const steps = fc.oneof(
    weighted(
      5,
      fc.tuple(w, badge).map(([a, b]) => pay(a, b)),
    ),
    weighted(
      5,
      fc.tuple(w, badge).map(([a, b]) => signed(a, b)),
    ),
    weighted(4, fc.constant(send)),
    weighted(
      1,
      fc.tuple(w, fc.nat()).map(([a, k]) => replayPayment(a, k)),
    ),
    weighted(
      1,
      fc.tuple(w, fc.nat()).map(([a, k]) => replaySigned(a, k)),
    ),
    weighted(
      2,
      fc
        .tuple(w, fc.array(act, { minLength: 2, maxLength: 3 }))
        .map(([a, acts]) => atOnce(a, acts)),
    ),
  )
  // Each wallet's Whoom on chain: enough for one to three badges.
  const start = fc.array(fc.constantFrom(3, 5, 8, 13), { minLength: 2, maxLength: 3 })

  async function setUp(whoom: number[]) {
    const real: Real = { buyers: [], payments: [], signed: [] }
    for (const amount of whoom) real.buyers.push(await badgeBuyer(t, amount))
    // The sign-ins' faucet drips.
    await sendQueue(t)
    return { model: new PurchasesModel(whoom), real }
  }

  it(
    'pays each badge once, refunds every other payment, and uses no payment twice',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands([steps], { maxCommands: 20, size: 'max', replayPath: REPLAY }),
          start,
          (commands, whoom) => fc.asyncModelRun(() => setUp(whoom), commands),
        ),
        {
          numRuns: RUNS,
          ...(SEED === undefined ? {} : { seed: SEED }),
          ...(PATH === undefined ? {} : { path: PATH }),
        },
      )
    },
    60 * 60_000,
  )
})
