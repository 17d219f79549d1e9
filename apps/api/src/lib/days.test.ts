import { describe, expect, it } from 'vitest'
import { seoulDay } from './days.ts'

describe('seoulDay', () => {
  it('turns at midnight in Seoul, which is 15:00 UTC', () => {
    expect(seoulDay(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22')
    expect(seoulDay(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23')
  })
})
