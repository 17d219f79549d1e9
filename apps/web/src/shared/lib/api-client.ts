import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import type { CallSchemas, Endpoint, HttpMethod } from '@memap/shared/endpoint'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import type { z } from 'zod'
import {
  ApiError,
  NetworkError,
  ParseError,
  type RefusalAnswer,
  TimeoutError,
} from './api-errors.ts'
import { env } from './env.ts'

/** PRODUCT.md §7: every call has a 10 s timeout. */
export const API_TIMEOUT_MS = 10_000

type QueryParams = Record<string, string | number | boolean | null | undefined>

type RequestOptions = {
  /** Added to the URL; `null` and `undefined` values are left out. */
  query?: QueryParams
  /** A `FormData` is sent as multipart; anything else as JSON. */
  body?: unknown
  /** Cancels the call (TanStack Query passes one); the caller's abort reason is rethrown as is. */
  signal?: AbortSignal
}

type Part<S extends CallSchemas, K extends 'params' | 'query'> = S[K] extends z.ZodType
  ? { [P in K]: z.input<S[K]> }
  : { [P in K]?: never }

/** A form's fields, with its file when the call takes one (a `File` keeps its name). */
type FormInput<S extends CallSchemas> = z.input<NonNullable<S['body']>> &
  (S['file'] extends 'required'
    ? { file: Blob }
    : S['file'] extends 'optional'
      ? { file?: Blob }
      : unknown)

type BodyInput<S extends CallSchemas> = S['body'] extends z.ZodType
  ? S['form'] extends true
    ? { form: FormInput<S> }
    : { body: z.input<S['body']> }
  : { body?: never; form?: never }

/** What a call of `endpoint` sends: its path parameters, query and body, as the contract says. */
type CallInput<S extends CallSchemas> = Part<S, 'params'> &
  Part<S, 'query'> &
  BodyInput<S> & { signal?: AbortSignal }

/** The input may be left out when the call sends nothing. */
type CallArgs<S extends CallSchemas> =
  object extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>]

export type UnauthorizedHandler = (error: ApiError) => void

export type ApiClientOptions = {
  /** Defaults to `/v0`, served by the API (proxied in development). */
  baseUrl?: string
  /** Sent as `X-API-Key` on every call when set. */
  apiKey?: string | undefined
  timeoutMs?: number
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof globalThis.fetch
}

/**
 * Creates the one fetch wrapper of the web app. Every answer is the API's envelope; its `data` is
 * returned as the type the caller names, the output type of the shared schema the server answers
 * with. The server validates and encodes every answer with that schema before sending it, so the
 * browser does not parse it again: that would cost every first visit zod's 24 kB gzip (bench/RESULTS.md,
 * "Landing weight").
 *
 * @example
 * const user = await api.call(userInfo, { query: { walletAddr: viewer, targetWalletAddr } })
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_PREFIX
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let unauthorizedHandler: UnauthorizedHandler | undefined

  async function request<T>(
    method: HttpMethod,
    path: string,
    { query, body, signal }: RequestOptions = {},
  ): Promise<T> {
    const url = `${baseUrl}${path}${toQueryString(query)}`
    const headers = new Headers({ Accept: 'application/json' })
    if (options.apiKey) headers.set(API_KEY_HEADER, options.apiKey)
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json')
      payload = JSON.stringify(body)
    }

    const timeoutSignal = AbortSignal.timeout(timeoutMs)
    let response: Response
    let text: string
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: signal ? anySignal([signal, timeoutSignal]) : timeoutSignal,
      })
      text = await response.text()
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error
      if (timeoutSignal.aborted) throw new TimeoutError(timeoutMs, { path, cause: error })
      throw new NetworkError({ path, cause: error })
    }

    let json: unknown
    if (text !== '') {
      try {
        json = JSON.parse(text)
      } catch (error) {
        if (response.ok) throw new ParseError({ path, cause: error })
      }
    }

    const serverMessage = errorMessageOf(json)
    if (!response.ok || (serverMessage !== undefined && !hasDataField(json))) {
      const error = new ApiError(response.status, serverMessage, { path }, refusalOf(json))
      if (response.status === 401) unauthorizedHandler?.(error)
      throw error
    }

    // An empty answer (204) reads as `{ data: undefined }`.
    if (text === '') return undefined as T
    if (!hasDataField(json)) {
      throw new ParseError({ path, cause: new Error('The answer has no `data` field.') })
    }
    return (json as { data: T }).data
  }

  /**
   * Calls `endpoint` of the contract (packages/shared/src/endpoints): what it sends and what it
   * answers are the contract's types, so a renamed path, field or answer fails the type check.
   */
  function call<S extends CallSchemas>(
    endpoint: Endpoint<S>,
    ...[input]: CallArgs<S>
  ): Promise<z.output<S['data']>> {
    const { params, query, body, form, signal } = (input ?? {}) as {
      params?: Record<string, string>
      query?: QueryParams
      body?: unknown
      form?: Record<string, string | Blob | null | undefined>
      signal?: AbortSignal
    }
    const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
      encodeURIComponent(params?.[name] ?? ''),
    )
    return request(endpoint.method, path, { query, body: form ? toFormData(form) : body, signal })
  }

  return {
    call,
    /**
     * The one place a 401 surfaces: the session feature registers a handler (clear the session,
     * go to sign-in). Returns a function that unregisters it.
     */
    onUnauthorized(handler: UnauthorizedHandler): () => void {
      unauthorizedHandler = handler
      return () => {
        if (unauthorizedHandler === handler) unauthorizedHandler = undefined
      }
    },
  }
}

/** The app's client: base `/v0`, the build's API key, 10 s timeout. */
export const api = createApiClient({ apiKey: env.apiKey })

/** A form in the order of its fields; empty values (`null`, `undefined`) are left out. */
function toFormData(fields: Record<string, string | Blob | null | undefined>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, value)
  }
  return form
}

function toQueryString(query: QueryParams | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const search = params.toString()
  return search === '' ? '' : `?${search}`
}

/** The `error` text of the API's failure envelope `{ error }` (PRODUCT.md §10), if that is one. */
function errorMessageOf(json: unknown): string | undefined {
  const error = (json as { error?: unknown } | null | undefined)?.error
  return typeof error === 'string' ? error : undefined
}

/** The code, field and figures of a refusal's answer, as far as they have the right form. */
function refusalOf(json: unknown): RefusalAnswer {
  const { code, field, values } = (json ?? {}) as Record<string, unknown>
  return {
    ...(typeof code === 'string' ? { code: code as RefusalCode } : {}),
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof values === 'object' && values !== null
      ? { values: values as Record<string, string | number> }
      : {}),
  }
}

function hasDataField(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'data' in json
}

/** `AbortSignal.any` where available (Safari < 17.4 lacks it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals)
  const controller = new AbortController()
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason)
      break
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  return controller.signal
}
