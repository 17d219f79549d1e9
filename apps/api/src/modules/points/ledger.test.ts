import type { Address } from '@memap/shared/address'
import { describe, expect, it } from 'vitest'
import { withTransaction } from '../../db/changes.ts'
import { InsufficientBalanceError } from '../../errors.ts'
import { useTestApp } from '../../test/app.ts'
import { ledger } from '../../test/ledger.ts'
import { newAccount } from '../../test/sign-in.ts'
import type { Posting } from './ledger.ts'

describe("the ledger's post, the one posting function", () => {
  const t = useTestApp()
  const now = new Date()

  const post = (posting: Posting) => withTransaction(t.db, (trx) => ledger.post(trx, posting, now))

  const ledgerSum = async (wallet: Address) => {
    const rows = await t.db
      .selectFrom('point_ledger')
      .select('amount')
      .where('wallet_addr', '=', wallet)
      .execute()
    return rows.reduce((sum, row) => sum + row.amount, 0)
  }

  it('writes the ledger row, the balance and the notification together', async () => {
    const wallet = newAccount().address
    expect(
      await post({
        walletAddr: wallet,
        type: 'mint_nft',
        amount: 30,
        idempotencyKey: `a:${wallet}`,
      }),
    ).toBe(true)
    expect(await ledger.balanceOf(t.db, wallet)).toBe(30)
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('wallet_addr', '=', wallet)
      .execute()
    expect(notes).toMatchObject([{ type: 'mint_nft', value: 30, select_status: 0 }])
  })

  it('changes nothing the second time a key is posted', async () => {
    const wallet = newAccount().address
    const posting = {
      walletAddr: wallet,
      type: 'emotion_posting',
      amount: 5,
      idempotencyKey: `b:${wallet}`,
    } as const
    expect(await post(posting)).toBe(true)
    expect(await post(posting)).toBe(false)
    expect(await ledger.balanceOf(t.db, wallet)).toBe(5)
    expect(await ledgerSum(wallet)).toBe(5)
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('wallet_addr', '=', wallet)
      .execute()
    expect(notes).toHaveLength(1)
  })

  it('refuses a debit that would overdraw, and writes nothing', async () => {
    const wallet = newAccount().address
    await post({ walletAddr: wallet, type: 'mint_nft', amount: 9, idempotencyKey: `c:${wallet}` })
    await expect(
      post({
        walletAddr: wallet,
        type: 'album_update',
        amount: -10,
        idempotencyKey: `d:${wallet}`,
      }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError)
    expect(await ledger.balanceOf(t.db, wallet)).toBe(9)
    expect(await ledgerSum(wallet)).toBe(9)
    await expect(
      post({
        walletAddr: newAccount().address,
        type: 'album_update',
        amount: -1,
        idempotencyKey: 'e',
      }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError)
  })

  it('never goes below zero under concurrent debits', async () => {
    const wallet = newAccount().address
    await post({ walletAddr: wallet, type: 'mint_nft', amount: 10, idempotencyKey: `f:${wallet}` })
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        post({
          walletAddr: wallet,
          type: 'friend_delete',
          amount: -3,
          idempotencyKey: `g:${wallet}:${i}`,
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    expect(await ledger.balanceOf(t.db, wallet)).toBe(1)
    expect(await ledgerSum(wallet)).toBe(1)
  })

  it('refuses an amount that is not a whole number', async () => {
    await expect(
      post({
        walletAddr: newAccount().address,
        type: 'mint_nft',
        amount: 1.5,
        idempotencyKey: 'h',
      }),
    ).rejects.toThrow(/whole/)
  })
})

describe("the ledger's post under a random storm of postings", () => {
  const t = useTestApp()

  // Two thousand postings: a minute on PostgreSQL when the machine is busy (timed: nothing).
  it('ends with every balance equal to its ledger and none below zero', {
    timeout: 90_000,
  }, async () => {
    const wallets = Array.from({ length: 20 }, () => newAccount().address)
    const types = [
      'emotion_posting',
      'album_update',
      'friend_delete',
      'emotion_cheer_receive',
    ] as const
    // A seeded generator, so that a failure can be replayed.
    let seed = 20261122
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const postings = Array.from({ length: 2000 }, (_, i) => ({
      walletAddr: wallets[Math.floor(random() * wallets.length)] as Address,
      type: types[Math.floor(random() * types.length)] as (typeof types)[number],
      amount: Math.floor(random() * 21) - 10 || 1,
      // One key in ten repeats an earlier one: a retried request.
      idempotencyKey: `storm:${random() < 0.1 ? Math.floor(random() * (i + 1)) : i}`,
    }))
    const outcomes = { paid: 0, refused: 0, repeated: 0 }
    for (let i = 0; i < postings.length; i += 8) {
      await Promise.all(
        postings.slice(i, i + 8).map(async (posting) => {
          try {
            const posted = await withTransaction(t.db, (trx) =>
              ledger.post(trx, posting, new Date()),
            )
            outcomes[posted ? 'paid' : 'repeated']++
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientBalanceError)
            outcomes.refused++
          }
        }),
      )
    }
    expect(outcomes.paid).toBeGreaterThan(500)
    expect(outcomes.refused).toBeGreaterThan(0)
    expect(outcomes.repeated).toBeGreaterThan(0)
    for (const wallet of wallets) {
      const balance = await ledger.balanceOf(t.db, wallet)
      const rows = await t.db
        .selectFrom('point_ledger')
        .select('amount')
        .where('wallet_addr', '=', wallet)
        .execute()
      expect(balance).toBe(rows.reduce((sum, row) => sum + row.amount, 0))
      expect(balance).toBeGreaterThanOrEqual(0)
    }
    const keys = await t.db
      .selectFrom('point_ledger')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'storm:%')
      .execute()
    expect(new Set(keys.map((row) => row.idempotency_key)).size).toBe(keys.length)
  })
})
