import type { FastifyInstance, InjectOptions } from 'fastify'
import type { LocalAccount } from 'viem'
import { form } from './forms.ts'
import { newAccount, signIn } from './sign-in.ts'

let counter = 0

/**
 * A signed-in member with a MeMap (and its 30 Whoom), and calls made with its session.
 * `headers` go with every call (an API key, when the app is configured with keys).
 */
export async function registerMember(
  app: FastifyInstance,
  name = `Member ${++counter}`,
  headers: Record<string, string> = {},
) {
  const account = newAccount()
  const cookie = await signIn(app, account, headers)
  const address = account.address
  const res = await app.inject({
    method: 'POST',
    url: '/v0/profile/register',
    headers: { ...headers, cookie },
    payload: form({ wallet_addr: address, user_name: name }),
  })
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`)

  return signedInMember(app, account, name, cookie, headers)
}

/** Calls made with `cookie`, the session of `account` (a member named `name`). */
export function signedInMember(
  app: FastifyInstance,
  account: LocalAccount,
  name: string,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const address = account.address
  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...headers, ...options.headers, cookie } })
  return {
    account,
    address,
    name,
    cookie,
    get: (url: string) => call({ method: 'GET', url }),
    post: (url: string, payload: object) => call({ method: 'POST', url, payload }),
    /** Whoom balance, through the API. */
    balance: async () =>
      (await call({ method: 'GET', url: `/v0/point/check-user?walletAddr=${address}` })).json().data
        .Value as number,
  }
}

export type Member = ReturnType<typeof signedInMember>
