import { describe, expect, it } from 'vitest'
import { formatKoreanDate } from './format-korean-date.ts'

describe('formatKoreanDate', () => {
  it('writes the Seoul day in the Korean format', () => {
    // 20:30 UTC is already the next day in Seoul.
    expect(formatKoreanDate('2026-11-21T20:30:00.000Z')).toBe('2026. 11. 22.')
  })

  it('leaves a text that is no date as it is', () => {
    expect(formatKoreanDate('soon')).toBe('soon')
  })
})
