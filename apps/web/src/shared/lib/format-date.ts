/** PRODUCT.md §9: dates show in the Seoul time zone, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Seoul'

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '2026.11.22 14:05' (Seoul) for an ISO time stamp; the text itself when it is not a date. */
export function formatSeoulDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const part = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}.${part.month}.${part.day} ${part.hour}:${part.minute}`
}
