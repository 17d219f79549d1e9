import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { MEMBER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, stubApi } from '../../test/stub-api.ts'
import { AppMenu } from './app-menu.tsx'

// The menu (PRODUCT.md §2): a member's opens with the search above the entries, in place from
// the first frame it shows, so that an entry never moves under a tap on its way.

function stubMenuCalls() {
  stubApi({
    'GET /notification/unread-count': answer({ Count: 2 }),
    'GET /auth/session': answer({ address: MEMBER, moderator: false }),
  })
}

/** Whether the menu held its search field in the first frame it was in the page. */
function searchInFirstFrameOfMenu(): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const menu = document.querySelector('[role="dialog"]')
      if (!menu) return
      observer.disconnect()
      resolve(menu.querySelector('input[type="search"]') !== null)
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

describe('the menu', () => {
  test("a member's menu shows its search, entries and unread count at once", async () => {
    stubMenuCalls()
    await renderInApp(<AppMenu address={MEMBER} member />)
    const firstFrame = searchInFirstFrameOfMenu()
    await userEvent.click(page.getByRole('button', { name: /open the menu/ }))
    expect(await firstFrame).toBe(true)
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect.element(menu.getByRole('searchbox', { name: 'Find people' })).toBeVisible()
    await expect.element(menu.getByRole('link', { name: 'QR Share' })).toBeVisible()
    await expect.element(menu.getByRole('link', { name: /^News\b.*2 unread/ })).toBeVisible()
  })

  test('a wallet without a MeMap is offered to create one, and no search', async () => {
    stubMenuCalls()
    await renderInApp(<AppMenu address={MEMBER} member={false} />)
    await userEvent.click(page.getByRole('button', { name: /open the menu/ }))
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect.element(menu.getByRole('link', { name: 'Create my MeMap' })).toBeVisible()
    expect(menu.getByRole('searchbox').elements()).toHaveLength(0)
  })
})
