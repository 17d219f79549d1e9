// What the events benchmark's server and client processes agree on.

export interface RaiseLoad {
  perSecond: number
  seconds: number
}

/** The type of the notifications the benchmark raises; `info` holds when it was written. */
export const BENCH_EVENT = 'bench_event'

/** Now, in milliseconds of wall-clock time with sub-millisecond precision (same in both processes). */
export const wallClockMs = () => performance.timeOrigin + performance.now()
