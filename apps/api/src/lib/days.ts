// Every daily rule (today's emotion, daily interactions, Today, DailyLikes, DailyCheers) runs
// from midnight to midnight in Asia/Seoul (PRODUCT.md §10).

/** Seoul's offset from UTC: Korea has kept UTC+9 all year, without summer time, since 1988. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000

/** The Seoul calendar day of `now`, as YYYY-MM-DD (by arithmetic: Intl's formatter is slow). */
export const seoulDay = (now: Date): string =>
  new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)
