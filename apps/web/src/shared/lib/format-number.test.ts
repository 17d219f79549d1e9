import { describe, expect, it } from 'vitest'
import { formatCount, formatSignedCount } from './format-number.ts'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [30, '30'],
    [1234, '1,234'],
    [999_999, '999,999'],
    [1_000_000, '1M'],
    [1_250_000, '1.2M'],
    [1_999_999, '1.9M'],
    [999_999_999, '999.9M'],
    [1_000_000_000, '1B'],
    [12_340_000_000, '12.3B'],
    [-1_500_000, '-1.5M'],
  ])('%d reads %s', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })
})

describe('formatSignedCount', () => {
  it.each([
    [30, '+30'],
    [1234, '+1,234'],
    [2_500_000, '+2.5M'],
    [0, '0'],
    [-1, '-1'],
    [-1234, '-1,234'],
    [-3_000_000_000, '-3B'],
  ])('%d reads %s', (value, text) => {
    expect(formatSignedCount(value)).toBe(text)
  })
})
