import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seoulDay } from './days.ts'

describe('seoulDay', () => {
  it('turns at midnight in Seoul, which is 15:00 UTC', () => {
    expect(seoulDay(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22')
    expect(seoulDay(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23')
  })
})

describe('seoulDay against the time zone database', () => {
  it('gives the day Intl gives for Asia/Seoul at any instant from 1990 to 2100', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
    const from = Date.UTC(1990, 0, 1)
    const to = Date.UTC(2100, 0, 1)
    // About two days apart, at a time of day that moves by a second or so each step.
    for (let time = from; time < to; time += 172_801_237) {
      const instant = new Date(time)
      expect(seoulDay(instant), instant.toISOString()).toBe(seoul.format(instant))
    }
  })

  it('gives it for instants in any order, near midnight or not', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
    const midnight = Date.UTC(2026, 10, 27, 15)
    const instant = fc.oneof(
      fc.integer({ min: midnight - 2000, max: midnight + 2000 }),
      fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
    )
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 20 }), (times) => {
        for (const time of times)
          expect(seoulDay(new Date(time))).toBe(seoul.format(new Date(time)))
      }),
    )
  })
})
