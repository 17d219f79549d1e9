import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { MEMBER, OTHER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, stubApi } from '../../test/stub-api.ts'
import { ReportDialog } from './report-dialog.tsx'

// The report dialog and `useReport` (shared/api/report.ts): busy while the call runs, thanks or
// the server's refusal after it.

async function renderReport(onClose = () => {}) {
  await renderInApp(
    <ReportDialog
      title="Report Bob"
      reporter={MEMBER}
      target={{ target: OTHER }}
      onClose={onClose}
    />,
  )
  const dialog = page.getByRole('dialog', { name: 'Report Bob' })
  await expect.element(dialog).toBeVisible()
  return dialog
}

const send = () => page.getByRole('button', { name: 'Send report' })

describe('ReportDialog', () => {
  test('asks for a reason first: Send report waits for one', async () => {
    stubApi({})
    const dialog = await renderReport()
    await expect.element(dialog.getByRole('radio', { name: 'Spam or scam' })).toHaveFocus()
    await expect.element(send()).toBeDisabled()
    await dialog.getByRole('radio', { name: 'Hate speech' }).click()
    await expect.element(send()).toBeEnabled()
  })

  test('Send report is busy while the report is sent, then thanks the member', async () => {
    const sent = holdAnswer()
    const api = stubApi({ 'POST /report': sent.route })
    const onClose = vi.fn()
    const dialog = await renderReport(onClose)
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).click()
    await userEvent.fill(dialog.getByRole('textbox', { name: 'More about it (optional)' }), 'Rude')
    await send().click()
    await expect.element(send()).toBeDisabled()
    await expect.element(send()).toHaveAttribute('aria-busy', 'true')
    // A second click sends nothing more.
    await send().click({ force: true })
    sent.give(answer({ ReportId: 7 }))
    const thanks = page.getByRole('dialog', { name: 'Report sent' })
    await expect
      .element(thanks)
      .toHaveAccessibleDescription('Thank you. A moderator will look at it.')
    expect(api.requestsTo('POST /report').map(({ body }) => body)).toEqual([
      { walletAddr: MEMBER, targetWalletAddr: OTHER, reason: 'harassment', details: 'Rude' },
    ])
    await thanks.getByRole('button', { name: 'Got it' }).click()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('says when the details were cut at 500 characters, and sends what it kept', async () => {
    const api = stubApi({ 'POST /report': answer({ ReportId: 8 }) })
    const dialog = await renderReport()
    await dialog.getByRole('radio', { name: 'Something else' }).click()
    const details = dialog.getByRole('textbox', { name: 'More about it (optional)' })
    await userEvent.fill(details, '가'.repeat(510))
    await expect.element(details).toHaveValue('가'.repeat(500))
    await expect
      .element(details)
      .toHaveAccessibleDescription(
        '500/500: the details hold at most 500 characters, and the rest was left out.',
      )
    await send().click()
    await expect.element(page.getByRole('dialog', { name: 'Report sent' })).toBeVisible()
    expect(api.requestsTo('POST /report')[0]?.body).toMatchObject({ details: '가'.repeat(500) })
  })

  test("a refusal shows the server's reason in the member's words", async () => {
    stubApi({
      'POST /report': refusal(
        409,
        'you already reported this; a moderator will look at it',
        'already_reported',
      ),
    })
    const dialog = await renderReport()
    await dialog.getByRole('radio', { name: 'Something else' }).click()
    await send().click()
    const failure = page.getByRole('dialog', { name: 'That did not go through' })
    await expect
      .element(failure)
      .toHaveAccessibleDescription('You already reported this; a moderator will look at it.')
  })

  test('a failure nobody foresaw (a 5xx) shows the generic words', async () => {
    stubApi({ 'POST /report': refusal(503, 'service unavailable', 'unhealthy') })
    const dialog = await renderReport()
    await dialog.getByRole('radio', { name: 'Spam or scam' }).click()
    await send().click()
    await expect
      .element(page.getByRole('dialog', { name: 'Oops! An error occurred.' }))
      .toBeVisible()
  })
})
