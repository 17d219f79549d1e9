import type { FastifyInstance } from 'fastify'
import type { LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export const TEST_ORIGIN = 'http://localhost:8080'

export const newAccount = () => privateKeyToAccount(generatePrivateKey())

/** The EIP-4361 message the web app would ask the wallet to sign. */
export async function signInMessage(
  app: FastifyInstance,
  address: `0x${string}`,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const nonce = (await app.inject({ url: '/v0/auth/nonce', headers })).json().data as string
  return createSiweMessage({
    address,
    chainId: 31337,
    domain: new URL(TEST_ORIGIN).host,
    uri: TEST_ORIGIN,
    version: '1',
    nonce,
    statement: 'Sign in to MeMap',
    ...overrides,
  })
}

/**
 * Signs in as `account` and answers the cookie header that carries its session. `headers` go
 * with each call (an API key, when the app is configured with keys).
 */
export async function signIn(
  app: FastifyInstance,
  account: LocalAccount,
  headers: Record<string, string> = {},
): Promise<string> {
  const message = await signInMessage(app, account.address, {}, headers)
  const signature = await account.signMessage({ message })
  const res = await app.inject({
    method: 'POST',
    url: '/v0/auth/verify',
    headers,
    payload: { message, signature },
  })
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`)
  const cookie = res.cookies.find((c) => c.name === 'memap_session')
  if (!cookie) throw new Error('sign-in set no session cookie')
  return `memap_session=${cookie.value}`
}
