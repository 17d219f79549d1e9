import { API_KEY_HEADER } from '@memap/shared/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { enqueueChainJob } from '../chain/tx-queue.ts'
import { MODULES } from '../module-list.ts'
import { useTestApp } from '../test/app.ts'
import { openEventStream } from '../test/event-stream.ts'
import { samplesOf, scrape } from '../test/metrics.ts'
import { newAccount, signIn } from '../test/sign-in.ts'
import { METRICS_PATH } from './metrics.ts'
import { routeLimits } from './rate-limit.ts'

/** The limits of the app's routes, from its modules' declarations. */
const limitKind = routeLimits(MODULES)

const TOKEN = 'metrics-token-for-the-tests'
const API_KEY = 'a-key-the-metrics-never-need'

describe('GET /metrics with METRICS_TOKEN set', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, API_KEYS: API_KEY })
  const keyed = { [API_KEY_HEADER]: API_KEY }
  let baseUrl = ''
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })

  it('answers 401 without the token, with another, or in another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer wrong-token',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await t.app.inject({
        url: METRICS_PATH,
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(res.statusCode, authorization).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer')
      expect(res.json()).toEqual({
        error: 'send Authorization: Bearer with the METRICS_TOKEN',
        code: 'metrics_token_required',
      })
    }
  })

  it('answers Prometheus text to the token, with no API key and outside the rate limits', async () => {
    const res = await t.app.inject({
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram')
    expect(limitKind('GET', METRICS_PATH)).toBeUndefined()
    // No part of the /v0 contract or its document.
    const document = await t.app.inject({ url: '/v0/docs/json' })
    expect(Object.keys(document.json().paths)).not.toContain(METRICS_PATH)
  })

  it('times requests by route pattern, method and status; unmatched ones under one label', async () => {
    for (const tokenId of [1, 2, 3]) {
      await t.app.inject({ url: `/v0/nft/${tokenId}`, headers: keyed })
    }
    await t.app.inject({ url: '/v0/config', headers: keyed })
    await t.app.inject({ url: '/v0/no-such-call', headers: keyed })
    await t.app.inject({ url: '/v0/user/info' }) // refused: no API key
    const samples = await scrape(t.app, TOKEN)
    const count = (labels: Record<string, string>) =>
      samplesOf(samples, 'http_request_duration_seconds_count', labels)[0]?.value
    // Tokens never minted: the card without a member (PRODUCT.md §13), each under the pattern.
    expect(count({ method: 'GET', route: '/v0/nft/:tokenId', status_code: '200' })).toBe(3)
    expect(count({ method: 'GET', route: '/v0/config', status_code: '200' })).toBe(1)
    expect(count({ method: 'GET', route: '/v0/user/info', status_code: '401' })).toBe(1)
    expect(count({ route: 'unmatched', status_code: '404' })).toBe(1)
    const routes = samplesOf(samples, 'http_request_duration_seconds_count').map(
      (sample) => sample.labels.route,
    )
    expect(routes.some((route) => /\/nft\/\d/.test(route ?? ''))).toBe(false)
    const buckets = samplesOf(samples, 'http_request_duration_seconds_bucket', {
      route: '/v0/config',
      status_code: '200',
    }).map((sample) => sample.labels.le)
    expect(buckets).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '+Inf',
    ])
  })

  it("times the database's queries, and the process's own figures", async () => {
    const samples = await scrape(t.app, TOKEN)
    const selects = samplesOf(samples, 'memap_db_query_duration_seconds_count', {
      operation: 'select',
    })
    expect(selects[0]?.value).toBeGreaterThan(0)
    expect(samplesOf(samples, 'memap_database_up')[0]?.value).toBe(1)
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(samplesOf(samples, name), name).toHaveLength(1)
    }
  })

  it("shows the signer's balance on the devnet", async () => {
    const samples = await scrape(t.app, TOKEN)
    const [balance] = samplesOf(samples, 'memap_signer_balance_eth')
    expect(balance?.labels.address).toBe(t.chain.account.address)
    expect(balance?.value).toBeGreaterThan(0)
    expect(samplesOf(samples, 'memap_chain_up')[0]?.value).toBe(1)
  })

  it('counts the pictures being decoded and waiting their turn', async () => {
    const samples = await scrape(t.app, TOKEN)
    expect(samplesOf(samples, 'memap_image_decodes', { state: 'running' })[0]?.value).toBe(0)
    expect(samplesOf(samples, 'memap_image_decodes', { state: 'waiting' })[0]?.value).toBe(0)
  })

  it('counts the open event streams, against their limits', async () => {
    const streamsGauge = async () => {
      const samples = await scrape(t.app, TOKEN)
      return {
        open: samplesOf(samples, 'memap_event_streams_open')[0]?.value,
        busiestSession: samplesOf(samples, 'memap_event_streams_busiest', { limit: 'session' })[0]
          ?.value,
        sessionLimit: samplesOf(samples, 'memap_event_streams_limit', { limit: 'session' })[0]
          ?.value,
        ipLimit: samplesOf(samples, 'memap_event_streams_limit', { limit: 'ip' })[0]?.value,
      }
    }
    expect(await streamsGauge()).toEqual({
      open: 0,
      busiestSession: 0,
      sessionLimit: 10,
      ipLimit: 200,
    })
    const cookie = await signIn(t.app, newAccount(), keyed)
    const streams = [
      await openEventStream(baseUrl, { cookie }),
      await openEventStream(baseUrl, { cookie }),
    ]
    try {
      await Promise.all(streams.map((stream) => stream.next('unread')))
      expect(await streamsGauge()).toMatchObject({ open: 2, busiestSession: 2 })
      // Signing out ends them on the server's side (a client that drops a stream mid-test leaves
      // its socket for the server to time out, which holds the app's close for a minute).
      await t.app.inject({ method: 'POST', url: '/v0/auth/logout', headers: { ...keyed, cookie } })
      for (const stream of streams) await stream.until(stream.ended, 'the end of the stream')
      expect(await streamsGauge()).toMatchObject({ open: 0, busiestSession: 0 })
      // A stream is timed once, when it ends.
      const timed = samplesOf(await scrape(t.app, TOKEN), 'http_request_duration_seconds_count', {
        route: '/v0/events',
        status_code: '200',
      })
      expect(timed[0]?.value).toBe(2)
    } finally {
      await Promise.all(streams.map((stream) => stream.close()))
    }
  })

  // Last: it stops the chain worker, so that the job stays queued.
  it('shows a queued chain job by status and age', async () => {
    await t.worker.stop()
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000)
    await enqueueChainJob(
      t.db,
      { kind: 'faucet', walletAddr: newAccount().address, idempotencyKey: 'metrics-test' },
      tenMinutesAgo,
    )
    const samples = await scrape(t.app, TOKEN)
    expect(samplesOf(samples, 'memap_chain_jobs', { status: 'queued' })[0]?.value).toBe(1)
    expect(samplesOf(samples, 'memap_chain_jobs', { status: 'failed' })[0]?.value).toBe(0)
    const [age] = samplesOf(samples, 'memap_chain_job_oldest_age_seconds', { status: 'queued' })
    expect(age?.value).toBeGreaterThanOrEqual(600)
    expect(age?.value).toBeLessThan(700)
  })
})

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp()

  it("answers 404 (not the web app's page), whatever is sent", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ url: METRICS_PATH, headers })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        error: 'metrics are off: METRICS_TOKEN is not set',
        code: 'metrics_off',
      })
    }
    expect(t.app.hasRoute({ method: 'GET', url: METRICS_PATH })).toBe(true)
  })
})
