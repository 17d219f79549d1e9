import type { NotificationType } from '@memap/shared/notifications'

// What the events benchmark's server and client processes agree on.

export interface RaiseLoad {
  perSecond: number
  seconds: number
}

/**
 * The type of the notifications the benchmark raises; `info` holds when it was written. One of
 * the contract's types (the stream sends no other), which nothing else writes during a run.
 */
export const BENCH_EVENT = 'name_changed' satisfies NotificationType

/** Now, in milliseconds of wall-clock time with sub-millisecond precision (same in both processes). */
export const wallClockMs = () => performance.timeOrigin + performance.now()
