import { createHash, createHmac } from 'node:crypto'
import { OAuth2Server } from 'oauth2-mock-server'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { callApi } from './support/memap.ts'
import { closeDialog, type Member, signedInMembers } from './support/member.ts'
import { screenshotFailures, screenshotPath } from './support/screenshots.ts'

const BOT_ID = '123456'
const BOT_TOKEN = `${BOT_ID}:TEST-bot-token`
const POPUP_BLOCKED = 'Pop-ups are blocked. Please unblock pop-ups.'

/** A Telegram login widget payload, signed as Telegram signs it (for `token`'s bot). */
function telegramLogin(fields: Record<string, string | number>, token = BOT_TOKEN) {
  const checkString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n')
  const key = createHash('sha256').update(token).digest()
  return { ...fields, hash: createHmac('sha256', key).update(checkString).digest('hex') }
}

/** `#tgAuthResult=…` as Telegram's login page writes it: base64url of the JSON, unpadded. */
const authResultHash = (payload: unknown) =>
  `#tgAuthResult=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`

const now = () => Math.floor(Date.now() / 1000)

// PRODUCT.md §2 (/memap), the web's half of linked accounts: X through a real OAuth 2 server and the real
// redirect chain; Telegram's popup, its blocked alert and its `tgAuthResult` return.
describe('linking X and Telegram in a real browser', () => {
  const oauth = new OAuth2Server()
  // The OAuth server starts first: the MeMap server is configured with its address.
  const journey = useJourney({
    start: async () => {
      await oauth.issuer.keys.generate('RS256')
      await oauth.start(0, '127.0.0.1')
      const issuer = oauth.issuer.url as string
      return {
        env: {
          X_CLIENT_ID: 'memap-e2e',
          X_CLIENT_SECRET: 'secret',
          X_AUTHORIZE_URL: `${issuer}/authorize`,
          X_TOKEN_URL: `${issuer}/token`,
          X_USERINFO_URL: `${issuer}/userinfo`,
          TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        },
      }
    },
    stop: () => oauth.stop(),
  })
  let xena: Member
  let tom: Member
  let una: Member

  async function profileOf(m: Member) {
    const response = await callApi(
      journey.server,
      `/user/info?walletAddr=&targetWalletAddr=${m.wallet.address}`,
    )
    return ((await response.json()) as { data: { X: string; Telegram: string } }).data
  }

  /**
   * Telegram's side, which the machine cannot reach: a stand-in for oauth.telegram.org that logs
   * `login` in and returns to `return_to`.
   */
  async function standInTelegram(context: BrowserContext, login: object) {
    const asked: URL[] = []
    await context.route('https://oauth.telegram.org/**', async (route) => {
      const url = new URL(route.request().url())
      asked.push(url)
      const back = `${url.searchParams.get('return_to')}${authResultHash(login)}`
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Telegram</title><script>location.replace(${JSON.stringify(back)})</script>`,
      })
    })
    return asked
  }

  beforeAll(async () => {
    ;[xena, tom, una] = await signedInMembers(journey, ['Xena', 'Tom', 'Una'])
  })

  screenshotFailures(() => [xena, tom, una], 'linked-')

  afterAll(async () => {
    await Promise.all([xena?.context.close(), tom?.context.close(), una?.context.close()])
  })

  it('links an X account through the OAuth redirects and shows the handle', async () => {
    const { page } = xena
    oauth.service.once('beforeUserinfo', (response) => {
      response.body = { data: { id: '9001', username: 'xena_on_x' } }
    })
    const navigations: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url())
    })

    await page.getByRole('button', { name: 'Connect X' }).click()
    const linked = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await linked.waitFor()
    const text = await linked.innerText()
    expect(text).toContain('Your request has been processed without any issues.')
    expect(text).toContain('X account @xena_on_x is linked to your MeMap.')
    await page.screenshot({ path: screenshotPath('x-linked-390.png') })

    // The browser went through the whole chain: the app's start, the OAuth server's authorize,
    // the app's callback, and the profile with the handle.
    const issuer = new URL(oauth.issuer.url as string)
    expect(navigations.map((url) => new URL(url))).toEqual([
      expect.objectContaining({ origin: journey.server.url, pathname: '/v0/auth/x' }),
      expect.objectContaining({ host: issuer.host, pathname: '/authorize' }),
      expect.objectContaining({ origin: journey.server.url, pathname: '/v0/auth/x/callback' }),
      expect.objectContaining({ origin: journey.server.url, pathname: '/memap' }),
    ])
    expect(new URL(navigations[3] as string).searchParams.get('TwitterHandle')).toBe('xena_on_x')

    // The parameter is gone from the address bar; the icon is the account's link.
    expect(page.url()).toBe(`${journey.server.url}/memap`)
    await closeDialog(page, 'Successfully Completed!')
    const link = page.getByRole('link', { name: 'X: xena_on_x' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe('https://x.com/xena_on_x')
    expect(await link.innerText()).toContain('@xena_on_x')
    expect(await page.getByRole('button', { name: 'Connect X' }).count()).toBe(0)
    expect((await profileOf(xena)).X).toBe('xena_on_x')
    await page.screenshot({ path: screenshotPath('x-linked-profile-390.png') })

    // A reload does not announce it again.
    await page.reload()
    await link.waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Anyone who opens the profile sees it.
    const visitor = await journey.browser.newContext()
    try {
      const visit = await visitor.newPage()
      await visit.goto(`${journey.server.url}/memap?user=${xena.wallet.address}`)
      await visit.getByRole('heading', { name: xena.name }).waitFor()
      await visit.getByRole('link', { name: 'X: xena_on_x' }).waitFor()
    } finally {
      await visitor.close()
    }
  })

  it('alerts when the browser blocks the Telegram popup', async () => {
    const { page, context } = tom
    await standInTelegram(context, {})
    await page.reload()
    await page.getByRole('heading', { name: tom.name }).waitFor()
    // A popup blocker: window.open answers null.
    await page.evaluate(() => {
      window.open = () => null
    })
    // PRODUCT.md §2's alert, in the app's own dialog rather than the browser's.
    const browserDialogs: string[] = []
    const onDialog = (dialog: { message(): string; accept(): Promise<void> }) => {
      browserDialogs.push(dialog.message())
      void dialog.accept()
    }
    page.on('dialog', onDialog)
    await page.getByRole('button', { name: 'Connect Telegram' }).click()
    const alert = page.getByRole('dialog', { name: POPUP_BLOCKED })
    await alert.waitFor()
    await alert.getByRole('button', { name: 'Got it' }).click()
    await alert.waitFor({ state: 'detached' })
    page.off('dialog', onDialog)
    expect(browserDialogs).toEqual([])
    expect((await profileOf(tom)).Telegram).toBe('')
  })

  it('links Telegram through its 500x600 popup and refetches the profile when it closes', async () => {
    const { page, context } = tom
    await context.unrouteAll()
    const login = telegramLogin({
      id: 777,
      first_name: 'Tom',
      username: 'tom_on_tg',
      auth_date: now(),
    })
    const asked = await standInTelegram(context, login)
    await page.reload()
    await page.getByRole('heading', { name: tom.name }).waitFor()
    // Records how the page opens windows, and opens them as it asked.
    await page.evaluate(() => {
      const open = window.open.bind(window)
      const opened: string[][] = []
      Object.assign(window, { opened })
      window.open = (...args: Parameters<typeof window.open>) => {
        opened.push(args.map(String))
        return open(...args)
      }
    })

    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Connect Telegram' }).click()
    const popup = await popupOpened
    // The popup links the account and closes itself.
    await popup.waitForEvent('close')

    const [[url, , features] = []] = await page.evaluate(
      () => (window as unknown as { opened: string[][] }).opened,
    )
    expect(features).toMatch(/(^|,)width=500(,|$)/)
    expect(features).toMatch(/(^|,)height=600(,|$)/)
    expect(asked).toHaveLength(1)
    expect(asked[0]?.toString()).toBe(url)
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      bot_id: BOT_ID,
      origin: journey.server.url,
      request_access: 'write',
      return_to: `${journey.server.url}/memap`,
    })

    // The page behind it refetched: the handle shows without a reload.
    const link = page.getByRole('link', { name: 'Telegram: tom_on_tg' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe('https://t.me/tom_on_tg')
    expect(await page.getByRole('button', { name: 'Connect Telegram' }).count()).toBe(0)
    expect((await profileOf(tom)).Telegram).toBe('tom_on_tg')
  })

  it("shows 'Coming Soon!' for Telegram when the server has no bot", async () => {
    // A page the service worker fetches is out of Playwright's reach: without one, this page
    // comes straight from the server, as its route below needs.
    await una.page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister()
      }
    })
    const page = await una.context.newPage()
    try {
      // The page as a server without a bot sends it: the config it embeds names none.
      await page.route(`${journey.server.url}/memap`, async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(
          `"telegramBotId":"${BOT_ID}"`,
          '"telegramBotId":null',
        )
        expect(body).toContain('"telegramBotId":null')
        await route.fulfill({ response, body })
      })
      await page.goto(`${journey.server.url}/memap`)
      await page.getByRole('heading', { name: una.name }).waitFor()
      const popups: Page[] = []
      page.on('popup', (popup) => popups.push(popup))
      await page.getByRole('button', { name: 'Connect Telegram' }).click()
      await closeDialog(page, 'Coming Soon!')
      expect(popups).toEqual([])
    } finally {
      await page.close()
    }
  })

  it('handles a tgAuthResult hash opened in a tab: a tampered one fails, a signed one links', async () => {
    const { page } = una
    // From another page each time, so that the app starts on the hash as Telegram sends it.
    const open = async (hash: string) => {
      await page.goto('about:blank')
      await page.goto(`${journey.server.url}/memap${hash}`)
    }
    const login = telegramLogin({ id: 888, username: 'una_on_tg', auth_date: now() })

    await open(authResultHash({ ...login, username: 'admin' }))
    await closeDialog(page, 'Oops! An error occurred.')
    expect((await profileOf(una)).Telegram).toBe('')
    expect(new URL(page.url()).hash).toBe('')

    // Tom's Telegram account is his: linking it again from Una's MeMap is refused.
    const toms = telegramLogin({ id: 777, username: 'tom_on_tg', auth_date: now() })
    await open(authResultHash(toms))
    await closeDialog(page, 'Oops! An error occurred.')
    expect((await profileOf(una)).Telegram).toBe('')

    await open(authResultHash(login))
    const linked = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await linked.waitFor()
    expect(await linked.innerText()).toContain(
      'Telegram account @una_on_tg is linked to your MeMap.',
    )
    expect(page.url()).toBe(`${journey.server.url}/memap`)
    await closeDialog(page, 'Successfully Completed!')
    await page.getByRole('link', { name: 'Telegram: una_on_tg' }).waitFor()
    expect((await profileOf(una)).Telegram).toBe('una_on_tg')
  })
})
