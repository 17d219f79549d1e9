import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatTimeOfDay,
  seoulDayEnd,
  viewerIsOnSeoulTime,
} from './format-date.ts'

// vitest.config.ts runs the tests in UTC (TZ), a viewer far from Seoul. Node's ICU may write
// AM where a browser writes 오전, and a narrow space before it.
const plain = (text: string) => text.replace(/\s/g, ' ').replace('AM', '오전').replace('PM', '오후')
const en = { locale: 'en', timeZone: undefined }
const ko = { locale: 'ko', timeZone: undefined }

describe('times for the viewer', () => {
  it('shows a moment in the viewer’s time zone and language', () => {
    expect(formatDateTime('2026-11-27T00:24:00.000Z', en).replace(/\s/g, ' ')).toBe(
      'Nov 27, 2026, 12:24 AM',
    )
    expect(plain(formatDateTime('2026-11-27T00:24:00.000Z', ko))).toBe('2026. 11. 27. 오전 12:24')
    expect(formatDate('2026-11-27T00:24:00.000Z', en)).toBe('Nov 27, 2026')
    expect(formatDate('2026-11-27T00:24:00.000Z', ko)).toBe('2026. 11. 27.')
  })

  it('writes a moment in the zone it is given, as the server writes a page it renders', () => {
    const losAngeles = { locale: 'en', timeZone: 'America/Los_Angeles' }
    expect(formatDate('2026-11-27T00:24:00.000Z', losAngeles)).toBe('Nov 26, 2026')
    const seoul = { locale: 'ko', timeZone: 'Asia/Seoul' }
    expect(plain(formatDateTime('2026-11-27T00:24:00.000Z', seoul))).toBe('2026. 11. 27. 오전 9:24')
  })

  it('shows a text that is not a date as it is', () => {
    expect(formatDateTime('yesterday', en)).toBe('yesterday')
    expect(formatDate('soon', ko)).toBe('soon')
  })

  it('ends the Seoul day at midnight in Seoul, whatever the viewer’s zone', () => {
    // 14:59 UTC is 23:59 in Seoul: the day ends a minute later.
    expect(seoulDayEnd(new Date('2026-11-27T14:59:00Z')).toISOString()).toBe(
      '2026-11-27T15:00:00.000Z',
    )
    // 15:00 UTC is already the next Seoul day.
    expect(seoulDayEnd(new Date('2026-11-27T15:00:00Z')).toISOString()).toBe(
      '2026-11-28T15:00:00.000Z',
    )
  })

  it('says the time of day, and the weekday when it is not today for the viewer', () => {
    const now = new Date('2026-11-27T09:00:00Z')
    const inEnglish = (date: string) => formatTimeOfDay(new Date(date), en, now).replace(/\s/g, ' ')
    expect(inEnglish('2026-11-27T15:00:00Z')).toBe('3:00 PM')
    expect(inEnglish('2026-11-28T15:00:00Z')).toBe('Sat 3:00 PM')
    expect(plain(formatTimeOfDay(new Date('2026-11-27T15:00:00Z'), ko, now))).toMatch(
      /^(오후 3:00|3:00 오후)$/,
    )
  })

  it('knows that a viewer in UTC is not on Seoul time, and one in Seoul is', () => {
    expect(viewerIsOnSeoulTime(new Date('2026-11-27T15:00:00Z'), en)).toBe(false)
    const seoul = { locale: 'en', timeZone: 'Asia/Seoul' }
    expect(viewerIsOnSeoulTime(new Date('2026-11-27T15:00:00Z'), seoul)).toBe(true)
  })
})
