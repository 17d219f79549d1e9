import { ECONOMY } from '@memap/shared/economy'
import { withdrawFieldsSchema } from '@memap/shared/points'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { availableToWithdraw, canWithdraw, readWithdrawalAmount } from './withdrawal.ts'

describe('withdrawal', () => {
  it.each([
    [30, 29],
    [2, 1],
    [1, 0],
    [0, 0],
  ])('a balance of %d makes %d Whoom available', (balance, available) => {
    expect(availableToWithdraw(balance)).toBe(available)
  })

  it('is possible only above 1 Whoom, and not before the balance is known', () => {
    expect(canWithdraw(2)).toBe(true)
    expect(canWithdraw(30)).toBe(true)
    expect(canWithdraw(1)).toBe(false)
    expect(canWithdraw(0)).toBe(false)
    expect(canWithdraw(undefined)).toBe(false)
  })
})

describe('the amount typed', () => {
  it.each([
    ['95', 95, { received: 95, fee: 1 }],
    [' 12 ', 95, { received: 12, fee: 1 }],
    ['1', 1, { received: 1, fee: 1 }],
    ['', 95, { problem: 'empty' }],
    ['   ', 95, { problem: 'empty' }],
    ['2.5', 95, { problem: 'not-whole' }],
    ['-3', 95, { problem: 'not-whole' }],
    ['1e3', 9999, { problem: 'not-whole' }],
    ['ten', 95, { problem: 'not-whole' }],
    ['0', 95, { problem: 'too-small' }],
    ['96', 95, { problem: 'too-large' }],
  ])('%j of %d available reads as %j', (text, available, expected) => {
    expect(readWithdrawalAmount(text, available)).toEqual(expected)
  })

  // PRODUCT.md §12: 1 to the balance less the fee, whole Whoom, the fee debited besides.
  const balances = fc.integer({ min: 0, max: 10_000_000 })

  it('is never an amount the server would refuse, and never spends more than the balance', () => {
    const texts = fc.oneof(fc.string(), fc.integer({ min: -20, max: 20_000_000 }).map(String))
    fc.assert(
      fc.property(balances, texts, (balance, text) => {
        const read = readWithdrawalAmount(text, availableToWithdraw(balance))
        if ('problem' in read) return
        const sent = withdrawFieldsSchema.shape.amount.safeParse(String(read.received))
        expect(sent.data).toBe(read.received)
        expect(read.fee).toBe(ECONOMY.withdrawalFee)
        expect(read.received + read.fee).toBeLessThanOrEqual(balance)
      }),
    )
  })

  it('takes every whole amount from 1 to the available amount, and no other', () => {
    fc.assert(
      fc.property(balances, fc.integer({ min: -5, max: 10_000_005 }), (balance, amount) => {
        const available = availableToWithdraw(balance)
        const read = readWithdrawalAmount(String(amount), available)
        expect('received' in read).toBe(amount >= 1 && amount <= available)
      }),
    )
  })
})
