import type { Page } from 'playwright-core'

/**
 * Waits until the app has taken over the server's page: React marks the nodes it owns. Before
 * that, a rendered page shows but only its links work (a button tapped or a choice made is kept and done again once its part hydrates:
 * apps/web/src/page-start/keep-early-input.ts), and nothing reacts to the network.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1')
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'))
  })
}
