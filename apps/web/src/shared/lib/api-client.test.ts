import { deletePhoto, uploadPhoto } from '@memap/shared/endpoints/albums'
import { currentSession, signInNonce } from '@memap/shared/endpoints/auth'
import { sendFriendRequest } from '@memap/shared/endpoints/friends'
import { pointBalance, tokenBalance } from '@memap/shared/endpoints/points'
import { hasMeMap, userInfo } from '@memap/shared/endpoints/profile'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './api-client.ts'
import { ApiClientError, ApiError, NetworkError, ParseError, TimeoutError } from './api-errors.ts'

const WALLET = '0x00000000000000000000000000000000000000a1'

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fake `fetch` that records its calls and answers with `answer`. */
function fakeFetch(answer: (input: string, init: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init })
    return answer(String(input), init)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

/** Never answers; rejects with the signal's reason when aborted, like the real fetch. */
function hangingFetch() {
  return fakeFetch(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      }),
  )
}

describe('createApiClient', () => {
  it('calls /v0 with credentials and query, and returns the envelope’s data', async () => {
    const { fetch, calls } = fakeFetch(async () => jsonResponse({ data: { Name: 'Ann' } }))
    const api = createApiClient({ fetch })

    const user = await api.call(userInfo, { query: { walletAddr: '', targetWalletAddr: WALLET } })
    await api.call(pointBalance, { query: { walletAddr: WALLET, point: undefined } })

    expect(user).toEqual({ Name: 'Ann' })
    expect(calls).toHaveLength(2)
    expect(calls[0]?.url).toBe(`/v0/user/info?walletAddr=&targetWalletAddr=${WALLET}`)
    expect(calls[1]?.url).toBe(`/v0/point/check-user?walletAddr=${WALLET}`)
    expect(calls[0]?.init.method).toBe('GET')
    expect(calls[0]?.init.credentials).toBe('include')
    expect(calls[0]?.init.body).toBeUndefined()
  })

  it('sends X-API-Key only when a key is configured', async () => {
    const withKey = fakeFetch(async () => jsonResponse({ data: { Name: 'A' } }))
    await createApiClient({ fetch: withKey.fetch, apiKey: 'k-123' }).call(signInNonce)
    expect(new Headers(withKey.calls[0]?.init.headers).get('X-API-Key')).toBe('k-123')

    const withoutKey = fakeFetch(async () => jsonResponse({ data: { Name: 'A' } }))
    await createApiClient({ fetch: withoutKey.fetch }).call(signInNonce)
    expect(new Headers(withoutKey.calls[0]?.init.headers).has('X-API-Key')).toBe(false)
  })

  it('uses the global fetch when none is passed', async () => {
    const { fetch, calls } = fakeFetch(async () => jsonResponse({ data: { Name: 'G' } }))
    vi.stubGlobal('fetch', fetch)
    await expect(createApiClient().call(signInNonce)).resolves.toEqual({ Name: 'G' })
    expect(calls[0]?.url).toBe('/v0/auth/nonce')
  })

  it('sends JSON bodies with a JSON content type', async () => {
    const { fetch, calls } = fakeFetch(async () => jsonResponse({ data: { NftStatus: true } }))
    const api = createApiClient({ fetch })

    await api.call(hasMeMap, { body: { walletAddr: WALLET } })

    const init = calls[0]?.init
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(`{"walletAddr":"${WALLET}"}`)
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('maps a failure status to ApiError with the server message, its code and figures', async () => {
    const { fetch } = fakeFetch(async () =>
      jsonResponse(
        {
          error: 'failed to RequestFriend: insufficient point balance',
          code: 'insufficient_whoom',
          field: 'targetWalletAddr',
          values: { needed: 5 },
        },
        400,
      ),
    )
    const error = await createApiClient({ fetch })
      .call(sendFriendRequest, { body: { walletAddr: WALLET, targetWalletAddr: WALLET } })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(ApiClientError)
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      serverMessage: 'failed to RequestFriend: insufficient point balance',
      message: 'failed to RequestFriend: insufficient point balance',
      code: 'insufficient_whoom',
      field: 'targetWalletAddr',
      values: { needed: 5 },
      path: '/friends/request',
    })
  })

  it('maps a failure without a JSON error body to ApiError with a short message', async () => {
    const { fetch } = fakeFetch(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    )
    const error = await createApiClient({ fetch })
      .call(signInNonce)
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 502,
      serverMessage: undefined,
      message: 'Request failed with status 502.',
    })
  })

  it('treats a 2xx carrying only { error } as an ApiError', async () => {
    const { fetch } = fakeFetch(async () => jsonResponse({ error: 'already registered' }))
    await expect(
      createApiClient({ fetch }).call(hasMeMap, { body: { walletAddr: WALLET } }),
    ).rejects.toThrow(ApiError)
  })

  it('surfaces a 401 to the registered handler, then throws', async () => {
    const { fetch } = fakeFetch(async () =>
      jsonResponse({ error: 'not signed in', code: 'session_revoked' }, 401),
    )
    const api = createApiClient({ fetch })
    const handler = vi.fn()
    const unregister = api.onUnauthorized(handler)

    await expect(api.call(currentSession)).rejects.toThrow(ApiError)
    expect(handler).toHaveBeenCalledOnce()
    expect(handler.mock.calls[0]?.[0]).toMatchObject({
      status: 401,
      serverMessage: 'not signed in',
      code: 'session_revoked',
    })

    unregister()
    await expect(api.call(currentSession)).rejects.toThrow(ApiError)
    expect(handler).toHaveBeenCalledOnce()
  })

  it('does not call the 401 handler for other failures', async () => {
    const { fetch } = fakeFetch(async () => jsonResponse({ error: 'forbidden' }, 403))
    const api = createApiClient({ fetch })
    const handler = vi.fn()
    api.onUnauthorized(handler)

    await expect(api.call(signInNonce)).rejects.toMatchObject({ status: 403 })
    expect(handler).not.toHaveBeenCalled()
  })

  it('maps a rejected fetch to NetworkError with the original cause', async () => {
    const cause = new TypeError('Failed to fetch')
    const { fetch } = fakeFetch(async () => {
      throw cause
    })
    const error = await createApiClient({ fetch })
      .call(signInNonce)
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ message: 'Could not reach the MeMap server.', cause })
  })

  it('times out with TimeoutError', async () => {
    const { fetch } = hangingFetch()
    const error = await createApiClient({ fetch, timeoutMs: 20 })
      .call(signInNonce)
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ timeoutMs: 20, path: '/auth/nonce' })
  })

  it('uses a 10 s timeout by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { fetch } = fakeFetch(async () => jsonResponse({ data: null }))
    await createApiClient({ fetch }).call(signInNonce)
    expect(timeout).toHaveBeenCalledWith(10_000)
  })

  it("rethrows the caller's abort instead of a client error", async () => {
    const { fetch } = hangingFetch()
    const controller = new AbortController()
    const pending = createApiClient({ fetch, timeoutMs: 5_000 })
      .call(signInNonce, { signal: controller.signal })
      .catch((e: unknown) => e)
    const reason = new DOMException('cancelled', 'AbortError')
    controller.abort(reason)

    expect(await pending).toBe(reason)
  })

  it('maps a body that is not JSON to ParseError', async () => {
    const { fetch } = fakeFetch(async () => new Response('<html>', { status: 200 }))
    const error = await createApiClient({ fetch })
      .call(signInNonce)
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ParseError)
    expect((error as ParseError).cause).toBeInstanceOf(SyntaxError)
  })

  it('maps an answer without the data envelope to ParseError', async () => {
    const { fetch } = fakeFetch(async () => jsonResponse({ Name: 'Ann' }))
    await expect(createApiClient({ fetch }).call(signInNonce)).rejects.toThrow(ParseError)
  })

  it('reads an empty 204 answer as undefined data', async () => {
    const { fetch } = fakeFetch(async () => new Response(null, { status: 204 }))
    await expect(
      createApiClient({ fetch }).call(deletePhoto, {
        body: { walletAddr: WALLET, userAlbumId: 1 },
      }),
    ).resolves.toBeUndefined()
  })
})

describe('call', () => {
  const wallet = WALLET

  it("sends a call of the contract by its method and path, and answers the envelope's data", async () => {
    const { fetch, calls } = fakeFetch(async () => jsonResponse({ data: true }))
    const api = createApiClient({ fetch })

    const done = await api.call(sendFriendRequest, {
      body: { walletAddr: wallet, targetWalletAddr: wallet },
    })

    expect(done).toBe(true)
    expect(calls[0]?.url).toBe('/v0/friends/request')
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe(
      JSON.stringify({ walletAddr: wallet, targetWalletAddr: wallet }),
    )
  })

  it('puts path parameters in the path and the query after it', async () => {
    const { fetch, calls } = fakeFetch(async () => jsonResponse({ data: { balance: '5' } }))
    await createApiClient({ fetch }).call(tokenBalance, {
      params: { tokenContract: wallet },
      query: { account: wallet },
    })
    expect(calls[0]?.url).toBe(`/v0/erc20/${wallet}/balanceOf?account=${wallet}`)
  })

  it("sends a form's fields and file as multipart, in their order", async () => {
    const { fetch, calls } = fakeFetch(async () => jsonResponse({ data: {} }))
    const photo = new File(['jpeg'], 'album.jpg', { type: 'image/jpeg' })
    await createApiClient({ fetch }).call(uploadPhoto, {
      form: { walletAddr: wallet, file: photo },
    })

    const form = calls[0]?.init.body as FormData
    expect(calls[0]?.init.method).toBe('PUT')
    expect([...form.keys()]).toEqual(['walletAddr', 'file'])
    expect((form.get('file') as File).name).toBe('album.jpg')
    // fetch sets the multipart type with its boundary.
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false)
  })

  it('needs no input for a call that sends nothing', async () => {
    const { fetch, calls } = fakeFetch(async () => jsonResponse({ data: 'nonce' }))
    await expect(createApiClient({ fetch }).call(signInNonce)).resolves.toBe('nonce')
    expect(calls[0]?.url).toBe('/v0/auth/nonce')
  })

  it('holds what a call sends and answers to the contract in the type check', async () => {
    const { fetch } = fakeFetch(async () => jsonResponse({ data: true }))
    const api = createApiClient({ fetch })
    await api.call(sendFriendRequest, {
      // @ts-expect-error: a field the contract does not have (it is `targetWalletAddr`)
      body: { walletAddr: wallet, targetWallet: wallet },
    })
    // @ts-expect-error: a call with a body sends it
    await api.call(sendFriendRequest, {})
    const answer = await api.call(sendFriendRequest, {
      body: { walletAddr: wallet, targetWalletAddr: wallet },
    })
    // @ts-expect-error: the answer is `true`, not a text
    const text: string = answer
    expect(text).toBe(true)
  })
})
