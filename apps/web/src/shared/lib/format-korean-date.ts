import { DISPLAY_TIME_ZONE } from './format-date.ts'

const koreanDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** '2026. 11. 22.': a day in the Korean date format, Seoul time (PRODUCT.md §2, /friendlist). */
export function formatKoreanDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : koreanDate.format(date)
}
