// Every daily rule (today's emotion, daily interactions, Today, DailyLikes, DailyCheers) runs
// from midnight to midnight in Asia/Seoul (decisions §1).

const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Seoul calendar day of `now`, as YYYY-MM-DD. */
export const seoulDay = (now: Date): string => seoulDate.format(now)
