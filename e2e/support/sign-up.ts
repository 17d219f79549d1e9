import type { PublicConfig } from '@memap/shared/config'
import type { PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { callApi } from './memap.ts'
import type { RunningServer } from './server.ts'

/**
 * Signs `account` in and registers its MeMap through the API, as the web app would, for tests
 * that need a member without walking the sign-up. Answers the session cookie.
 */
export async function registerMeMap(
  server: RunningServer,
  config: PublicConfig,
  account: PrivateKeyAccount,
  fields: { name: string; description: string; photo?: Buffer },
): Promise<string> {
  const nonce = ((await (await callApi(server, '/auth/nonce')).json()) as { data: string }).data
  const origin = new URL(server.url)
  const message = createSiweMessage({
    address: account.address,
    chainId: config.chainId,
    domain: origin.host,
    uri: origin.origin,
    version: '1',
    nonce,
  })
  const signature = await account.signMessage({ message })
  const verify = await callApi(server, '/auth/verify', { body: { message, signature } })
  const cookie = verify.headers.getSetCookie()[0]?.split(';')[0]
  if (!verify.ok || !cookie) throw new Error(`sign-in failed: ${await verify.text()}`)

  const form = new FormData()
  form.append('wallet_addr', account.address)
  form.append('user_name', fields.name)
  form.append('user_description', fields.description)
  if (fields.photo) {
    form.append('file', new Blob([new Uint8Array(fields.photo)], { type: 'image/png' }), 'a.png')
  }
  const register = await callApi(server, '/profile/register', { body: form, cookie })
  if (!register.ok) throw new Error(`registration failed: ${await register.text()}`)
  return cookie
}
