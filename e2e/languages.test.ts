import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'

// PRODUCT.md §2, "Two languages": the language follows the browser, can be switched on the landing,
// is remembered, and sets <html lang>.

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

describe('MeMap in Korean and English', () => {
  const journey = useJourney()

  it('speaks Korean to a Korean browser, and English once the member picks it, remembered', async () => {
    const context = await journey.browser.newContext({ locale: 'ko-KR' })
    const page = await context.newPage()
    await page.goto(journey.server.url)
    await page.getByRole('heading', { name: 'MeMap에 오신 것을 환영해요' }).waitFor()
    expect(await htmlLang(page)).toBe('ko')
    await page.getByRole('link', { name: '이용약관' }).waitFor()

    await page.getByLabel('언어').selectOption('en')
    await page.getByRole('heading', { name: 'Welcome to MeMap' }).waitFor()
    expect(await htmlLang(page)).toBe('en')

    await page.reload()
    await page.getByRole('heading', { name: 'Welcome to MeMap' }).waitFor()
    expect(await page.getByLabel('Language').inputValue()).toBe('en')
    await context.close()
  })

  it('speaks English to an English browser, and switches to Korean in place', async () => {
    const context = await journey.browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    const korean: string[] = []
    page.on('response', (response) => {
      if (/\/assets\/ko-/.test(response.url())) korean.push(response.url())
    })
    await page.goto(journey.server.url)
    await page.getByRole('heading', { name: 'Welcome to MeMap' }).waitFor()
    expect(await htmlLang(page)).toBe('en')
    // English pages never download the Korean texts.
    expect(korean).toEqual([])

    await page.getByLabel('Language').selectOption('ko')
    await page.getByRole('heading', { name: 'MeMap에 오신 것을 환영해요' }).waitFor()
    expect(await htmlLang(page)).toBe('ko')
    expect(korean.length).toBeGreaterThan(0)
    await context.close()
  })
})
