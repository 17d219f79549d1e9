// autocannon ships no types; this is the part of its programmatic API the benchmarks use.
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    max: number
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
  }
  export default function autocannon(options: Options): Promise<Result>
}
