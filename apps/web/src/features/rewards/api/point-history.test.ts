import { describe, expect, it } from 'vitest'
import { hasPendingWithdrawal, type PointHistoryEntry } from './point-history.ts'

const entry = (Withdrawal: PointHistoryEntry['Withdrawal']): PointHistoryEntry =>
  ({ Withdrawal }) as PointHistoryEntry

const withdrawal = (Status: 'pending' | 'paid') =>
  ({ Status, Received: 20, Fee: 1, TxHash: '' }) satisfies PointHistoryEntry['Withdrawal']

describe('hasPendingWithdrawal', () => {
  it('is true while a withdrawal on any page waits for its payment, and only then', () => {
    expect(hasPendingWithdrawal(undefined)).toBe(false)
    expect(hasPendingWithdrawal([{ History: [entry(null)], Index: 0 }])).toBe(false)
    expect(hasPendingWithdrawal([{ History: [entry(withdrawal('paid'))], Index: 0 }])).toBe(false)
    expect(
      hasPendingWithdrawal([
        { History: [entry(null)], Index: 1 },
        { History: [entry(withdrawal('pending'))], Index: 0 },
      ]),
    ).toBe(true)
  })
})
