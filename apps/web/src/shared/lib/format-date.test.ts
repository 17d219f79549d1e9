import { describe, expect, it } from 'vitest'
import { formatSeoulDateTime } from './format-date.ts'

describe('formatSeoulDateTime', () => {
  it('shows the time in Seoul (UTC+9), on the next day when it passes midnight there', () => {
    expect(formatSeoulDateTime('2026-11-22T05:04:09.123Z')).toBe('2026.11.22 14:04')
    expect(formatSeoulDateTime('2026-12-31T15:30:00.000Z')).toBe('2027.01.01 00:30')
  })

  it('shows a text that is not a date as it is', () => {
    expect(formatSeoulDateTime('yesterday')).toBe('yesterday')
  })
})
