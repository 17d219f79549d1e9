/** Quiet hours: `from` and `to` as HH:MM in `timeZone`; `from` after `to` spans midnight. */
export interface QuietHours {
  from: string
  to: string
  timeZone: string
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/**
 * When the quiet hours around `now` end, or undefined when `now` is outside them. Pushes wait
 * until then rather than being dropped. The end is found from the zone's clock now, so a change
 * of daylight saving in between moves it by up to an hour: the sender looks again then.
 */
export function quietUntil(hours: QuietHours, now: Date): Date | undefined {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0)
  const minute = part('hour') * 60 + part('minute')
  const from = minutesOf(hours.from)
  const to = minutesOf(hours.to)
  const quiet = from < to ? minute >= from && minute < to : minute >= from || minute < to
  if (!quiet) return undefined
  const minutesLeft = (to - minute + 1440) % 1440
  return new Date(
    now.getTime() + minutesLeft * 60_000 - part('second') * 1000 - now.getMilliseconds(),
  )
}
