import { describe, expect, it } from 'vitest'
import { availableToWithdraw, canWithdraw } from './withdrawal.ts'

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
