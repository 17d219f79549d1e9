/**
 * Times and dates for the viewer (PRODUCT.md §9): in the device's time zone, in the member's
 * language ('Nov 27, 2026, 3:05 PM'; '2026. 11. 27. 오후 3:05'). On a page the server rendered,
 * in the zone it rendered it in (the browser's, from its cookie; Seoul before the browser ever
 * said), so that the browser writes every date as the server did: a render's `DateStyle` says
 * which (use-date-style.ts). The server's daily rules follow the Seoul day, which `seoulDayEnd`
 * gives in the viewer's time.
 */
export const SEOUL_TIME_ZONE = 'Asia/Seoul'

/** How the viewer reads a date: their language, and a time zone (undefined: the device's). */
export type DateStyle = { locale: string; timeZone: string | undefined }

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter({ locale, timeZone }: DateStyle, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}|${timeZone ?? ''}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    formats.set(key, format)
  }
  return format
}

function format(iso: string, style: DateStyle, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter(style, options).format(date)
}

/** A moment, date and time, as the viewer reads it; the text itself when it is not a date. */
export const formatDateTime = (iso: string, style: DateStyle): string =>
  format(iso, style, { dateStyle: 'medium', timeStyle: 'short' })

/** A day, as the viewer reads it; the text itself when it is not a date. */
export const formatDate = (iso: string, style: DateStyle): string =>
  format(iso, style, { dateStyle: 'medium' })

/** A time of day in the viewer's zone ('3:00 PM'), with the weekday when it is not today there. */
export function formatTimeOfDay(date: Date, style: DateStyle, now = new Date()): string {
  const day = formatter(style, { dateStyle: 'short' })
  const sameDay = day.format(date) === day.format(now)
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }
  return formatter(style, sameDay ? time : { weekday: 'short', ...time }).format(date)
}

/** When the Seoul day of `now` ends: the next midnight in Seoul (UTC+9 all year). */
export function seoulDayEnd(now = new Date()): Date {
  const seoul = new Date(now.getTime() + 9 * 3_600_000)
  return new Date(
    Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate() + 1) - 9 * 3_600_000,
  )
}

/** Whether the viewer's clock reads as Seoul's at `date` (then the Seoul time needs no second one). */
export function viewerIsOnSeoulTime(date: Date, style: DateStyle): boolean {
  const time: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' }
  const seoul = { ...style, timeZone: SEOUL_TIME_ZONE }
  return formatter(style, time).format(date) === formatter(seoul, time).format(date)
}

/**
 * When today's Seoul day ends, in the viewer's time ('3:00 PM', 'Sat 3:00 PM'); null for a
 * viewer whose clock is Seoul's, to whom "midnight" says it all.
 */
export function seoulMidnightForViewer(style: DateStyle, now = new Date()): string | null {
  const end = seoulDayEnd(now)
  return viewerIsOnSeoulTime(end, style) ? null : formatTimeOfDay(end, style, now)
}
