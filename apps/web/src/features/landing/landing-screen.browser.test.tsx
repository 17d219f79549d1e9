import { VERSION_LABEL } from '@memap/shared/version'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Route, Switch } from 'wouter'
import { PUBLIC_CONFIG } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, stubApi } from '../../test/stub-api.ts'
import { LandingScreen } from './landing-screen.tsx'

// `/`: the welcome, the Connect Wallet the app puts in, the notice of why the landing shows, and
// the links the deployment configures (`GET /v0/config`).

async function renderLanding({
  links = PUBLIC_CONFIG.links,
  notice,
}: {
  links?: typeof PUBLIC_CONFIG.links
  notice?: ReactNode
} = {}) {
  stubApi({ 'GET /config': answer({ ...PUBLIC_CONFIG, links }) })
  await renderInApp(
    <Switch>
      <Route path="/about">
        <p>The about page</p>
      </Route>
      <Route>
        <LandingScreen
          connectWallet={<button type="button">Connect Wallet</button>}
          notice={notice}
        />
      </Route>
    </Switch>,
  )
  await expect.element(page.getByRole('heading', { name: 'Welcome to MeMap' })).toBeVisible()
}

const ALL_LINKS = {
  community: 'https://community.example',
  contactEmail: 'team@memap.example',
  whitePaper: 'https://memap.example/paper.pdf',
  x: 'https://x.com/memap',
  telegram: 'https://t.me/memap',
}

describe('LandingScreen', () => {
  test('welcomes with the Connect Wallet it is given, and the version', async () => {
    await renderLanding()
    await expect.element(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.element(page.getByText(VERSION_LABEL)).toBeVisible()
    await expect.element(page.getByRole('status')).not.toBeInTheDocument()
  })

  test('says why it shows, as a status, when there is a notice', async () => {
    await renderLanding({ notice: 'Your session expired: connect again.' })
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Your session expired: connect again.')
  })

  test('a link the deployment leaves unset is not shown; Discord is shown unavailable', async () => {
    await renderLanding()
    await expect.element(page.getByRole('link', { name: 'Community' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('link', { name: 'Contact' })).not.toBeInTheDocument()
    const social = page.getByRole('navigation', { name: 'Social' })
    await expect.element(social.getByRole('link')).not.toBeInTheDocument()
    await expect.element(social.getByText('Discord (not available yet)')).toBeVisible()
  })

  test('configured links open outside in a new tab, but the contact address as mail', async () => {
    await renderLanding({ links: ALL_LINKS })
    const community = page.getByRole('link', { name: 'Community' })
    await expect.element(community).toHaveAttribute('href', ALL_LINKS.community)
    await expect.element(community).toHaveAttribute('target', '_blank')
    const social = page.getByRole('navigation', { name: 'Social' })
    await expect
      .element(social.getByRole('link', { name: 'X' }))
      .toHaveAttribute('href', ALL_LINKS.x)
    await expect
      .element(social.getByRole('link', { name: 'Telegram' }))
      .toHaveAttribute('href', ALL_LINKS.telegram)
    const contact = page.getByRole('link', { name: 'Contact' })
    await expect.element(contact).toHaveAttribute('href', 'mailto:team@memap.example')
    await expect.element(contact).not.toHaveAttribute('target')
  })

  test("the footer's pages open in the app", async () => {
    await renderLanding()
    const footer = page.getByRole('navigation', { name: 'About MeMap' })
    await expect
      .element(footer.getByRole('link', { name: 'Privacy' }))
      .toHaveAttribute('href', '/privacy')
    await expect
      .element(page.getByRole('link', { name: 'Terms of Service' }))
      .toHaveAttribute('href', '/terms')
    await footer.getByRole('link', { name: 'About' }).click()
    await expect.element(page.getByText('The about page')).toBeVisible()
  })
})
