import type { OpenReport } from '@memap/shared/moderation'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, OTHER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { AdminScreen } from './admin-screen.tsx'

// /admin: the moderators' queue of open reports, each decision asked before it is sent.

const report = (change: Partial<OpenReport> = {}): OpenReport => ({
  ReportId: 7,
  Reporter: MEMBER,
  Target: OTHER,
  TargetName: 'Bob',
  AlbumId: 0,
  ImageUrl: '',
  Reason: 'spam',
  Details: '',
  CreatedAt: '2026-11-20T12:00:00.000Z',
  ...change,
})

async function renderQueue(routes: Record<string, StubRoute>) {
  const api = stubApi(routes)
  sessionStore.setState({ address: MEMBER })
  await renderInApp(<AdminScreen />, { route: '/admin' })
  return api
}

const queue = () => page.getByRole('list', { name: 'Open reports' })

describe('the queue', () => {
  test('shows a photo report with its photo, reason, details and the three actions', async () => {
    await renderQueue({
      'GET /admin/reports': answer([
        report({ AlbumId: 3, ImageUrl: '/photo.webp', Details: 'Bought nothing' }),
      ]),
    })
    const item = queue().getByRole('listitem')
    await expect.element(item).toHaveTextContent('A photo of Bob: Spam or scam')
    await expect
      .element(item.getByRole('img', { name: 'Reported, from the album of Bob' }))
      .toHaveAttribute('src', '/photo.webp')
    await expect.element(item.getByText('Bought nothing')).toBeVisible()
    await expect
      .element(item.getByRole('link', { name: 'Bob' }))
      .toHaveAttribute('href', `/memap?user=${OTHER}`)
    for (const name of ['Dismiss', 'Hide photo', 'Suspend member']) {
      await expect.element(item.getByRole('button', { name })).toBeEnabled()
    }
  })

  test('a profile report has no Hide photo; a reason the app does not know shows as given', async () => {
    await renderQueue({
      'GET /admin/reports': answer([report({ TargetName: '', Reason: 'copyright' })]),
    })
    const item = queue().getByRole('listitem')
    await expect.element(item).toHaveTextContent(`The profile of ${OTHER}: copyright`)
    await expect.element(item.getByRole('button', { name: 'Dismiss' })).toBeVisible()
    await expect.element(item.getByRole('button', { name: 'Hide photo' })).not.toBeInTheDocument()
  })

  test('says when there is nothing to do', async () => {
    await renderQueue({ 'GET /admin/reports': answer([]) })
    await expect.element(page.getByText('No open reports.')).toBeVisible()
  })

  test('a wallet that is no moderator is told so', async () => {
    await renderQueue({ 'GET /admin/reports': refusal(403, 'moderators only', 'moderators_only') })
    await expect.element(page.getByRole('heading', { name: 'Moderation' })).toBeVisible()
    await expect.element(page.getByText('Only moderators may see this page.')).toBeVisible()
  })
})

describe('a decision', () => {
  test('is confirmed with what it does, waits while sent, then the queue is read again', async () => {
    const resolve = holdAnswer()
    let reads = 0
    const api = await renderQueue({
      'GET /admin/reports': () => answer(reads++ === 0 ? [report()] : []),
      'POST /admin/reports/resolve': resolve.route,
    })
    await queue().getByRole('button', { name: 'Suspend member' }).click()
    const dialog = page.getByRole('dialog', { name: 'Suspend member?' })
    await expect
      .element(dialog)
      .toHaveTextContent(
        'Bob will be signed out everywhere, cannot sign in again, and their profile disappears.',
      )
    await dialog.getByRole('button', { name: 'Suspend member' }).click()
    await expect.element(dialog.getByRole('button', { name: 'Suspend member' })).toBeDisabled()
    await expect.element(queue().getByRole('button', { name: 'Dismiss' })).toBeDisabled()
    resolve.give(answer({ Resolved: 7 }))
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(page.getByText('No open reports.')).toBeVisible()
    expect(api.requestsTo('POST /admin/reports/resolve')[0]?.body).toEqual({
      walletAddr: MEMBER,
      reportId: 7,
      action: 'suspend',
    })
  })

  test('cancelled, sends nothing; refused, shows why', async () => {
    const api = await renderQueue({
      'GET /admin/reports': answer([report()]),
      'POST /admin/reports/resolve': refusal(404, 'no open report with this id', 'no_such_report'),
    })
    await queue().getByRole('button', { name: 'Dismiss' }).click()
    const dialog = page.getByRole('dialog', { name: 'Dismiss?' })
    await expect.element(dialog).toHaveTextContent('The report is closed and nothing else changes.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(api.requestsTo('POST /admin/reports/resolve')).toHaveLength(0)
    await queue().getByRole('button', { name: 'Dismiss' }).click()
    await page
      .getByRole('dialog', { name: 'Dismiss?' })
      .getByRole('button', { name: 'Dismiss' })
      .click()
    await expect.element(page.getByRole('button', { name: 'Got it' })).toBeVisible()
  })
})
