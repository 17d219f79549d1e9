import type { Page } from 'playwright-core'

/**
 * Waits until the app has taken over the server's page, every part of it: the app marks each part
 * React takes over on its own once it has (apps/web/src/shared/ui/hydration-part.tsx). Before
 * that, a rendered page shows but only its links work (a button tapped or a choice made is kept
 * and done again once its part hydrates: apps/web/src/page-start/keep-early-input.ts), and
 * nothing reacts to the network.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const parts = Array.from(document.querySelectorAll('template[data-part]'))
    return (
      document.querySelector('h1') !== null &&
      parts.length > 0 &&
      parts.every((part) => part.hasAttribute('data-hydrated'))
    )
  })
}
