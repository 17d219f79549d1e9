import { LOCAL_API_KEY } from '@memap/shared/api'
import { SESSION_COOKIE } from '@memap/shared/auth'
import { type PublicConfig, publicConfigSchema } from '@memap/shared/config'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { RunningServer } from './server.ts'
import { TEST_WALLET_INFO } from './test-wallet.ts'

/** `GET /v0/config` of the running server. */
export async function publicConfig(server: RunningServer): Promise<PublicConfig> {
  const response = await fetch(`${server.url}/v0/config`)
  return publicConfigSchema.parse(((await response.json()) as { data: unknown }).data)
}

/**
 * A call to the API as the web app makes it: GET, or POST with a JSON or multipart `body`, and
 * the session `cookie` when given.
 */
export function callApi(
  server: RunningServer,
  path: string,
  { cookie, body }: { cookie?: string; body?: FormData | object } = {},
): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData)
  return fetch(`${server.url}/v0${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-API-Key': LOCAL_API_KEY,
      ...(cookie ? { cookie } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  })
}

/** The session cookie of `context`, as a `cookie` header. */
export async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)
  if (!cookie) throw new Error('the browser holds no session cookie')
  return `${cookie.name}=${cookie.value}`
}

/**
 * Opens the landing page and connects the test wallet through the wallet chooser. A page whose
 * session is still live needs no connect: the landing takes it on to its MeMap (PRODUCT.md §2).
 */
export async function connectTestWallet(page: Page, server: RunningServer): Promise<void> {
  await page.goto(server.url)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.or(page.locator('.top-bar')).first().waitFor()
  if (!(await connect.isVisible())) return
  await connect.click()
  const chooser = page.getByRole('dialog', { name: 'Connect a wallet' })
  await chooser.getByRole('button', { name: TEST_WALLET_INFO.name }).click()
}

/** Whether a page's URL is at `pathname`, whatever its query: for `waitForURL`. */
export const atPath = (pathname: string) => (url: URL) => url.pathname === pathname

/** Polls until `read` answers `expected` (defaults: 15 s). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 15_000) {
  await expect.poll(read, { timeout, interval: 100 }).toEqual(expected)
}
