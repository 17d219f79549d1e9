import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Route, Switch } from 'wouter'
import type { OwnedBadge } from '../../shared/api/owned-badges.ts'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { MyAssetsScreen } from './my-assets-screen.tsx'

// /myassets (PRODUCT.md §2, §4): the owned badges, the active ones pressed; Save only once a badge
// was toggled; what Save sends; its success and its refusal.

const OWNED: OwnedBadge[] = [
  { badgeId: 1, badgeName: 'Explorer', status: true },
  { badgeId: 2, badgeName: 'Night Owl', status: false },
  { badgeId: 3, badgeName: 'Foodie', status: true },
]

async function renderAssets(owned: OwnedBadge[], apply: StubRoute = answer({ active: [] })) {
  const api = stubApi({ 'GET /badge/user/list/have': answer(owned), 'POST /badge/apply': apply })
  sessionStore.setState({ address: MEMBER })
  await renderInApp(
    <Switch>
      <Route path="/myassets">
        <MyAssetsScreen />
      </Route>
      <Route path="/memap">
        <p>The MeMap</p>
      </Route>
    </Switch>,
    { route: '/myassets' },
  )
  const sent = () => api.requestsTo('POST /badge/apply').map(({ body }) => body)
  return { sent }
}

const badge = (name: string) => page.getByRole('button', { name, exact: true })
const save = () => page.getByRole('button', { name: 'Save & Go to MeMap' })

describe('/myassets', () => {
  test('lists the owned badges, the active ones pressed, in the Badges tab', async () => {
    await renderAssets(OWNED)
    await expect.element(page.getByRole('heading', { name: 'My Badges (3)' })).toBeVisible()
    await expect
      .element(page.getByRole('tab', { name: 'Badges' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('tab', { name: 'Items' })).toBeDisabled()
    await expect.element(badge('Explorer')).toHaveAttribute('aria-pressed', 'true')
    await expect.element(badge('Night Owl')).toHaveAttribute('aria-pressed', 'false')
    await expect.element(badge('Foodie')).toHaveAttribute('aria-pressed', 'true')
    // Nothing toggled yet: nothing to save.
    await expect.element(save()).toBeDisabled()
  })

  test('Save sends the badges chosen, waits meanwhile, and the success opens the MeMap', async () => {
    const apply = holdAnswer()
    const { sent } = await renderAssets(OWNED, apply.route)
    await badge('Explorer').click()
    await badge('Night Owl').click()
    await expect.element(badge('Explorer')).toHaveAttribute('aria-pressed', 'false')
    await expect.element(save()).toBeEnabled()
    await save().click()
    await expect.element(save()).toBeDisabled()
    await expect.element(save()).toHaveAttribute('aria-busy', 'true')
    expect(sent()).toEqual([{ walletAddr: MEMBER, badgeIds: [2, 3] }])
    apply.give(answer({ active: [2, 3] }))
    const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await expect.element(success).toBeVisible()
    await success.getByRole('button', { name: 'Got it' }).click()
    await expect.element(page.getByText('The MeMap')).toBeVisible()
  })

  test('a refused Save says why; closing it keeps the choice', async () => {
    await renderAssets(OWNED, refusal(500, 'internal error', 'internal_error'))
    await badge('Night Owl').click()
    await save().click()
    const failure = page.getByRole('dialog', { name: 'Oops! An error occurred.' })
    await expect.element(failure).toBeVisible()
    await failure.getByRole('button', { name: 'Got it' }).click()
    await expect.element(failure).not.toBeInTheDocument()
    await expect.element(badge('Night Owl')).toHaveAttribute('aria-pressed', 'true')
    await expect.element(save()).toBeEnabled()
  })

  test('with no badge, says so and leads to the Badge Collection; nothing to save', async () => {
    await renderAssets([])
    await expect.element(page.getByRole('heading', { name: 'My Badges (0)' })).toBeVisible()
    await expect
      .element(page.getByText("You don't have any badges yet.", { exact: false }))
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Go to the Badge collection' }))
      .toHaveAttribute('href', '/badgecollection')
    await expect.element(save()).toBeDisabled()
  })

  test('Cancel goes back to the MeMap without saving', async () => {
    const { sent } = await renderAssets(OWNED)
    await badge('Night Owl').click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByText('The MeMap')).toBeVisible()
    expect(sent()).toEqual([])
  })
})
