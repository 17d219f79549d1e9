import { LOCAL_API_KEY } from '@memap/shared/api'
import type { LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

/** What one member did, and when (ms since the run began). */
export interface Joined {
  address: `0x${string}`
  /** When the registration answered 200: the mint is queued from then. */
  joinedAt: number
  /** When the withdrawal answered, with what. */
  withdrawnAt: number
  withdrawStatus: number
  withdrawHash: string
  /** How long the withdrawal took to answer. */
  withdrawMs: number
}

/**
 * A member as the web app is one, over HTTP: signs in with SIWE and registers (the MeMap is
 * queued); `withdraw` then withdraws its 30 Whoom (their Whoom mint is queued).
 */
export async function join(options: {
  url: string
  chainId: number
  index: number
  since: number
}) {
  const account = privateKeyToAccount(generatePrivateKey())
  const cookie = await signIn(options.url, options.chainId, account)
  const form = new FormData()
  form.append('wallet_addr', account.address)
  form.append('user_name', `Launch ${options.index}`)
  await call(options.url, '/profile/register', { cookie, body: form })
  const joinedAt = performance.now() - options.since
  return {
    address: account.address,
    joinedAt,
    async withdraw(): Promise<Joined> {
      const withdrawal = new FormData()
      withdrawal.append('walletAddr', account.address)
      const started = performance.now()
      const answer = await call(options.url, '/withdraw', { cookie, body: withdrawal })
      return {
        address: account.address,
        joinedAt,
        withdrawnAt: performance.now() - options.since,
        withdrawStatus: answer.status,
        withdrawHash: String(answer.data ?? ''),
        withdrawMs: performance.now() - started,
      }
    },
  }
}

/** A member joins, then withdraws at once. */
export async function joinAndWithdraw(options: {
  url: string
  chainId: number
  index: number
  since: number
}): Promise<Joined> {
  return (await join(options)).withdraw()
}

async function signIn(url: string, chainId: number, account: LocalAccount): Promise<string> {
  const nonce = await call(url, '/auth/nonce', {})
  const origin = new URL(url)
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain: origin.host,
    uri: origin.origin,
    version: '1',
    nonce: String(nonce.data),
    statement: 'Sign in to MeMap',
  })
  const signature = await account.signMessage({ message })
  const verified = await call(url, '/auth/verify', { body: { message, signature } })
  if (!verified.cookie) throw new Error(`sign-in failed: ${verified.status}`)
  return verified.cookie
}

async function call(
  url: string,
  path: string,
  { cookie, body }: { cookie?: string; body?: FormData | object },
): Promise<{ status: number; data: unknown; cookie: string | undefined }> {
  const json = body !== undefined && !(body instanceof FormData)
  const response = await fetch(`${url}/v0${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-API-Key': LOCAL_API_KEY,
      ...(cookie ? { cookie } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    signal: AbortSignal.timeout(60_000),
  })
  const parsed = (await response.json().catch(() => ({}))) as { data?: unknown; error?: string }
  if (!response.ok) throw new Error(`${path}: ${response.status} ${parsed.error ?? ''}`)
  return {
    status: response.status,
    data: parsed.data,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0],
  }
}
