import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { registerMeMap } from './support/sign-up.ts'

// PRODUCT.md §2: Hangul and emoji render on a machine without a CJK or emoji font (this one: CI's
// Chromium has neither), from the fonts the app serves.

/**
 * The fonts Chromium drew the element's text with (DevTools' "Rendered Fonts"), by the family
 * name inside the font file: "Noto Sans KR Thin" for the variable Noto Sans KR, say.
 */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('DOM.enable')
  await devtools.send('CSS.enable')
  const { root } = await devtools.send('DOM.getDocument')
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId })
  await devtools.detach()
  return fonts.map((font) => font.familyName)
}

describe('Hangul and emoji on a machine without their fonts', () => {
  const journey = useJourney()

  it('draws a Hangul name and an emoji with the fonts MeMap serves', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await registerMeMap(journey.server, journey.config, account, {
      name: '김민지 Fonts',
      description: '오늘도 화이팅 👏',
    })
    const page = await journey.browser.newPage()
    await page.goto(`${journey.server.url}/memap?user=${account.address}`)
    await page.getByRole('heading', { name: '김민지 Fonts' }).waitFor()
    const hangul = expect.stringMatching(/^Noto Sans KR/)
    // The Latin letters stay in the device's font: the served one holds Hangul only.
    const deviceFont = expect.not.stringMatching(/^Noto/)
    await expect
      .poll(() => renderedFonts(page, 'h1'), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([hangul, deviceFont]))
    await expect
      .poll(() => renderedFonts(page, '.profile-card__description'), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([hangul, 'Noto Emoji']))
    await page.close()
  })
})
