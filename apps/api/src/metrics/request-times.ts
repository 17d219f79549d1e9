/** One method, route and status: its observations by bucket, their sum and count. */
interface Series {
  labels: { method: string; route: string; status_code: number }
  /** Observations at most each bound, not yet added up (the last: over every bound). */
  counts: Float64Array
  sum: number
  count: number
}

/** A value of the histogram as prom-client's registry writes it (`Registry.metrics()`). */
interface Value {
  labels: Record<string, string | number>
  value: number
  metricName: string
}

/**
 * `http_request_duration_seconds`: each request's time by method, route and status, a Prometheus
 * histogram registered in prom-client's registry (which asks `get()` at each scrape). Observed
 * through nested maps rather than prom-client's Histogram, which builds and hashes a label object
 * at every observation: 0.4 µs of a cached profile read's 25 (bench/RESULTS.md, "API").
 */
export class RequestTimes {
  readonly name = 'http_request_duration_seconds'
  readonly help = 'Time to answer a request, by method, route (its URL pattern) and status code'
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  private readonly byMethod = new Map<string, Map<string, Map<number, Series>>>()

  constructor(private readonly bounds: readonly number[]) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    let byRoute = this.byMethod.get(method)
    if (!byRoute) {
      byRoute = new Map()
      this.byMethod.set(method, byRoute)
    }
    let byStatus = byRoute.get(route)
    if (!byStatus) {
      byStatus = new Map()
      byRoute.set(route, byStatus)
    }
    let series = byStatus.get(status)
    if (!series) {
      series = {
        labels: { method, route, status_code: status },
        counts: new Float64Array(this.bounds.length + 1),
        sum: 0,
        count: 0,
      }
      byStatus.set(status, series)
    }
    let bucket = 0
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] as number)) bucket++
    series.counts[bucket] = (series.counts[bucket] as number) + 1
    series.sum += seconds
    series.count++
  }

  /** The figures as prom-client's Histogram gives them: cumulative buckets, +Inf, sum, count. */
  get() {
    const values: Value[] = []
    for (const byRoute of this.byMethod.values()) {
      for (const byStatus of byRoute.values()) {
        for (const { labels, counts, sum, count } of byStatus.values()) {
          let below = 0
          this.bounds.forEach((bound, index) => {
            below += counts[index] as number
            values.push({
              labels: { le: bound, ...labels },
              value: below,
              metricName: `${this.name}_bucket`,
            })
          })
          values.push(
            { labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` },
            { labels, value: sum, metricName: `${this.name}_sum` },
            { labels, value: count, metricName: `${this.name}_count` },
          )
        }
      }
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    }
  }
}
