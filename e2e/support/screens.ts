import type { Page } from 'playwright-core'

/** Waits until the screen has its heading and nothing is loading any more. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor()
  await page.waitForFunction(() => document.querySelector('.spinner, [aria-busy="true"]') === null)
}
