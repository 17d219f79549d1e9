import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { newAccount } from '../../test/sign-in.ts'
import { balanceOf, InsufficientBalanceError, type Posting, postPoints } from './service.ts'

describe('postPoints, the one posting function', () => {
  const t = useTestApp()
  const now = new Date()

  const post = (posting: Posting) =>
    t.db.transaction().execute((trx) => postPoints(trx, posting, now))

  const ledgerSum = async (wallet: string) => {
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
    expect(await balanceOf(t.db, wallet)).toBe(30)
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
    expect(await balanceOf(t.db, wallet)).toBe(5)
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
    expect(await balanceOf(t.db, wallet)).toBe(9)
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
    expect(await balanceOf(t.db, wallet)).toBe(1)
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
