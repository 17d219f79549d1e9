import { randomBytes } from 'node:crypto'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import type { Hex } from 'viem'
import type { Journey } from './journey.ts'
import { callApi, connectTestWallet } from './memap.ts'
import type { RunningServer } from './server.ts'
import { registerMeMap } from './sign-up.ts'
import { TestWallet } from './test-wallet.ts'

/** A member on a phone-sized page of their own, signed in through their test wallet. */
export type Member = {
  name: string
  context: BrowserContext
  wallet: TestWallet
  page: Page
  /** The session cookie of the API registration, for API checks. */
  cookie: string
}

/**
 * A new browser context (no cookies, no storage) with a test wallet installed: one of its own,
 * or one of the key given (the same wallet on a second device, say).
 */
export async function walletContext(
  { browser, config }: Pick<Journey, 'browser' | 'config'>,
  { privateKey, ...options }: BrowserContextOptions & { privateKey?: Hex } = {},
): Promise<{ context: BrowserContext; wallet: TestWallet }> {
  const context = await browser.newContext(options)
  const wallet = new TestWallet({ rpcUrl: config.rpcUrl, chainId: config.chainId, privateKey })
  await wallet.install(context)
  return { context, wallet }
}

/**
 * A member registered through the API, signed in through the wallet chooser, on /memap; with a
 * wallet of its own, or of the key given (a moderator named in ADMIN_WALLETS, say), and the
 * description given, or one that names it a test member.
 */
export async function signedInMember(
  { server, browser, config }: Journey,
  prefix: string,
  {
    privateKey,
    description = `${prefix}, a test member.`,
  }: { privateKey?: Hex; description?: string } = {},
): Promise<Member> {
  const name = `${prefix} ${randomBytes(3).toString('hex')}`
  const { context, wallet } = await walletContext(
    { browser, config },
    { viewport: { width: 390, height: 844 }, privateKey },
  )
  const cookie = await registerMeMap(server, config, wallet.account, {
    name,
    description,
  })
  const page = await context.newPage()
  await connectTestWallet(page, server)
  await page.waitForURL('**/memap')
  await page.getByRole('heading', { name }).waitFor()
  return { name, context, wallet, page, cookie }
}

/** Members who join side by side, one for each prefix, in the order of the prefixes. */
export function signedInMembers<const Prefixes extends readonly string[]>(
  journey: Journey,
  prefixes: Prefixes,
): Promise<{ [K in keyof Prefixes]: Member }> {
  return Promise.all(prefixes.map((prefix) => signedInMember(journey, prefix))) as Promise<{
    [K in keyof Prefixes]: Member
  }>
}

/** The `data` of a GET made with the member's session. */
export async function apiData<T>(server: RunningServer, member: Member, url: string): Promise<T> {
  const response = await callApi(server, url, { cookie: member.cookie })
  return ((await response.json()) as { data: T }).data
}

/** The member's Whoom balance, through the API. */
export const whoomBalance = async (server: RunningServer, member: Member) =>
  (
    await apiData<{ Value: number }>(
      server,
      member,
      `/point/check-user?walletAddr=${member.wallet.address}`,
    )
  ).Value

/** Answers the dialog titled `title` with its `button`, and waits until it has gone. */
export async function closeDialog(page: Page, title: string, button = 'Got it') {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: button }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** `member` opens the profile of `of` through `?user=`. */
export async function visitProfile(server: RunningServer, member: Member, of: Member) {
  await member.page.goto(`${server.url}/memap?user=${of.wallet.address}`)
  await member.page.getByRole('heading', { name: of.name }).waitFor()
}
