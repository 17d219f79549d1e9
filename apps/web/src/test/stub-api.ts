import { API_PREFIX } from '@memap/shared/api'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import { onTestFinished, vi } from 'vitest'

/**
 * What the stubbed server answers: `{ data }` with a 2xx, `{ error, code }` (and `field`) with a
 * refusal's status.
 */
export type StubAnswer = {
  status?: number
  data?: unknown
  error?: string
  code?: RefusalCode
  field?: string
  values?: Record<string, string | number>
}

/** A request as the stub saw it. */
export type StubRequest = {
  method: string
  path: string
  query: URLSearchParams
  /** The JSON body, parsed; a multipart body as its `FormData`. */
  body: unknown
  /** Aborted when the app cancels the call. */
  signal: AbortSignal
}

export type StubRoute = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>)

/**
 * Answers the app's calls to the API (`/v0…`) in this test: `routes` maps `'GET /user/info'` (the
 * path after `/v0`, without the query) to an answer, or to a function of the request. The API
 * client runs for real, on real `Response`s in the server's envelope. A call no route answers
 * fails the test; any other fetch (Vite's own) goes through.
 */
export function stubApi(routes: Record<string, StubRoute>) {
  const requests: StubRequest[] = []
  const unexpected: string[] = []
  const realFetch = window.fetch.bind(window)
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`${API_PREFIX}/`)) {
      return realFetch(input, init)
    }
    const path = url.pathname.slice(API_PREFIX.length)
    const seen: StubRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      body: await bodyOf(request),
      signal: request.signal,
    }
    requests.push(seen)
    const route = routes[`${request.method} ${path}`]
    if (!route) {
      unexpected.push(`${request.method} ${path}`)
      return envelope({ status: 501, error: `no stub for ${request.method} ${path}` })
    }
    const given = typeof route === 'function' ? route(seen) : route
    return envelope(await abortable(Promise.resolve(given), request.signal))
  })
  onTestFinished(() => {
    if (unexpected.length > 0) throw new Error(`Calls nobody stubbed: ${unexpected.join(', ')}`)
  })
  return {
    requests,
    /** The requests made to one route so far, e.g. `'POST /report'`. */
    requestsTo: (route: string) =>
      requests.filter(({ method, path }) => `${method} ${path}` === route),
  }
}

/** The server's answer `data`. */
export const answer = (data: unknown): StubAnswer => ({ status: 200, data })

/**
 * The server's refusal as the API answers it: a 4xx (or 5xx), its `{ error }` text, its code, and
 * the field it names or the figures it gives, if any.
 */
export const refusal = (
  status: number,
  error: string,
  code: RefusalCode,
  more: Pick<StubAnswer, 'field' | 'values'> = {},
): StubAnswer => ({ status, error, code, ...more })

/**
 * An answer held back until the test gives it, to look at the screen while the call is under
 * way: a route `() => held.answer`, then `held.give(answer(true))`.
 */
export function holdAnswer() {
  let give: (value: StubAnswer) => void = () => {}
  const promise = new Promise<StubAnswer>((resolve) => {
    give = resolve
  })
  return { route: () => promise, give: (value: StubAnswer) => give(value) }
}

/** As a real fetch does, a cancelled call (TanStack Query cancels queries) stops waiting. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    promise.then(resolve, reject)
  })
}

function envelope({ status = 200, data, error, ...refused }: StubAnswer): Response {
  const body = error === undefined ? { data: data ?? null } : { error, ...refused }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const type = request.headers.get('Content-Type') ?? ''
  if (type.startsWith('multipart/form-data')) return request.formData()
  const text = await request.text()
  return text === '' ? undefined : JSON.parse(text)
}
