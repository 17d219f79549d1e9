import { ECONOMY } from '@memap/shared/economy'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Route, Switch } from 'wouter'
import { renderInApp } from '../../test/render-in-app.tsx'
import { AboutScreen } from './about-screen.tsx'
import { NotFoundScreen } from './not-found-screen.tsx'
import { RewardSystemScreen } from './reward-system-screen.tsx'
import { TermsScreen } from './terms-screen.tsx'

// The landing's pages, open to everyone: each titled, its words, and the ways home and between.

async function renderInfo(route: string) {
  await renderInApp(
    <Switch>
      <Route path="/about">
        <AboutScreen />
      </Route>
      <Route path="/reward-system">
        <RewardSystemScreen />
      </Route>
      <Route path="/terms">
        <TermsScreen />
      </Route>
      <Route path="/">
        <p>The landing</p>
      </Route>
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>,
    { route },
  )
}

describe('an info page', () => {
  test('About is titled on the page and in the tab, with the friend limit in its words', async () => {
    await renderInfo('/about')
    await expect.element(page.getByRole('heading', { level: 1, name: 'About MeMap' })).toBeVisible()
    await expect.poll(() => document.title).toBe('About MeMap · MeMap')
    await expect
      .element(
        page.getByText(`You can have up to ${ECONOMY.friendLimit} friends.`, { exact: false }),
      )
      .toBeVisible()
  })

  test("About's Reward system link opens the table of amounts", async () => {
    await renderInfo('/about')
    await page.getByRole('link', { name: 'Reward system' }).click()
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Reward system' }))
      .toBeVisible()
    const table = page.getByRole('table', { name: 'Whoom earned and spent' })
    await expect
      .element(
        table.getByRole('row', { name: `MeMap minted when you join You +${ECONOMY.mintReward}` }),
      )
      .toBeVisible()
  })

  test('Back to MeMap and the MeMap mark lead home', async () => {
    await renderInfo('/terms')
    await expect.element(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
    const home = page.getByRole('link', { name: 'Back to MeMap' })
    await expect.element(home).toHaveAttribute('href', '/')
    await home.click()
    await expect.element(page.getByText('The landing')).toBeVisible()
  })

  test('an address that is no page says so', async () => {
    await renderInfo('/no-such-page')
    await expect.element(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect
      .element(
        page.getByText(
          'There is no page at this address. It may have been mistyped, or it has moved.',
        ),
      )
      .toBeVisible()
  })
})
