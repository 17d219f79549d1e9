import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, userInfo } from '../../test/fixtures.ts'
import { renderScreenAt } from '../../test/render-in-app.tsx'
import { answer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { ShareScreen } from './share-screen.tsx'

// /micode: the QR code of the link to the member's own MeMap, the name, Share (copies the link)
// and Close.

async function renderShare(info: StubRoute = answer(userInfo({ Name: 'Ann' })), signedIn = true) {
  if (signedIn) sessionStore.setState({ address: MEMBER, name: 'Stored Ann' })
  stubApi({ 'GET /user/info': info })
  await renderScreenAt('/micode', <ShareScreen />)
}

const link = `${window.location.origin}/memap?user=${MEMBER}`

describe('ShareScreen', () => {
  test('shows the QR code of the link to the MeMap, its name and the link', async () => {
    await renderShare()
    await expect.element(page.getByRole('heading', { name: 'QR Share' })).toBeVisible()
    await expect.poll(() => document.title).toBe('QR Share · MeMap')
    await expect
      .element(page.getByRole('img', { name: 'QR code of the link to your MeMap' }))
      .toBeVisible()
    await expect.element(page.getByText('Ann', { exact: true })).toBeVisible()
    await expect.element(page.getByText(link)).toBeVisible()
  })

  test('while the profile cannot be read, the name kept from the sign-in shows', async () => {
    await renderShare(refusal(500, 'the server failed', 'internal_error'))
    await expect.element(page.getByText('Stored Ann', { exact: true })).toBeVisible()
  })

  test('Share copies the link and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await renderShare()
    await page.getByRole('button', { name: 'Share' }).click()
    const copied = page.getByRole('dialog', { name: 'The link has been copied' })
    await expect.element(copied).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(link)
    await copied.getByRole('button', { name: 'Got it' }).click()
    await expect.element(copied).not.toBeInTheDocument()
  })

  test('Close goes back to the MeMap', async () => {
    await renderShare()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.element(page.getByText('The profile')).toBeVisible()
  })

  test('nobody signed in goes to the landing', async () => {
    await renderShare(answer(userInfo()), false)
    await expect.element(page.getByText('The landing')).toBeVisible()
  })
})
