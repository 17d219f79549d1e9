import type { CompiledQuery, RootOperationNode } from 'kysely'
import { collectDefaultMetrics, Histogram, type Metric, Registry } from 'prom-client'
import type { Config } from '../config.ts'
import { RequestTimes } from './request-times.ts'

/** A request's time, from under 5 ms (a cached read) to 5 s (an upload on a slow line). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]
/** A query's time: most take well under a millisecond. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

/** The label of a request that matched no route (the web app's pages, unknown paths). */
export const UNMATCHED_ROUTE = 'unmatched'

const OPERATIONS: Partial<Record<RootOperationNode['kind'], string>> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
}

/**
 * One instance's figures for Prometheus: the process (prom-client's standard `process_` and
 * `nodejs_` ones), each request's time, each query's time, and gauges read at scrape time. A
 * registry of its own per app, so that two apps in one process (tests) keep theirs apart.
 */
export class Metrics {
  readonly registry = new Registry()
  private readonly requests = new RequestTimes(REQUEST_BUCKETS)
  private readonly queries = new Histogram({
    name: 'memap_db_query_duration_seconds',
    help: 'Time of a database query, failed ones included, by operation',
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  })
  private readonly readers: Array<() => Promise<void> | void> = []

  constructor() {
    // prom-client's registry takes any metric that gives its figures through `get()`.
    this.registry.registerMetric(this.requests as unknown as Metric)
    collectDefaultMetrics({ register: this.registry })
  }

  /** A request answered: `route` is its URL pattern, never the path, so labels stay few. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds)
  }

  /** A query run, from Kysely's log (`openDatabase`'s `onQueryTime`). */
  readonly observeQuery = (query: CompiledQuery, milliseconds: number): void => {
    this.queries.observe(
      { operation: OPERATIONS[query.query.kind] ?? 'other' },
      milliseconds / 1000,
    )
  }

  /** Something to read at every scrape, before the figures are written (a gauge's value). */
  onScrape(read: () => Promise<void> | void): void {
    this.readers.push(read)
  }

  /** The figures in Prometheus' text format, the scrape-time ones read now. */
  async scrape(): Promise<string> {
    await Promise.all(this.readers.map((read) => read()))
    return this.registry.metrics()
  }

  get contentType(): string {
    return this.registry.contentType
  }
}

/** An app's metrics when METRICS_TOKEN asks for them; none otherwise, so nothing is timed. */
export const metricsFor = (config: Pick<Config, 'metricsToken'>): Metrics | undefined =>
  config.metricsToken ? new Metrics() : undefined
