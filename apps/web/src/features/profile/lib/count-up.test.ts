import { describe, expect, it } from 'vitest'
import { COUNT_UP_MS, countAt } from './count-up.ts'

describe('countAt', () => {
  it('runs from the old value to the new one in 2 s', () => {
    expect(COUNT_UP_MS).toBe(2000)
    expect(countAt(0, 10, 0)).toBe(0)
    expect(countAt(0, 10, 1000)).toBeGreaterThan(5)
    expect(countAt(0, 10, 1999)).toBeLessThanOrEqual(10)
    expect(countAt(0, 10, 2000)).toBe(10)
    expect(countAt(3, 4, 5000)).toBe(4)
  })
})
