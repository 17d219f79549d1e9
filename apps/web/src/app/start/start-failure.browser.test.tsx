import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { ApiError } from '../../shared/lib/api-errors.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { StartFailure } from './start-failure.tsx'

// The screen of a start that failed: why, in the member's words, and Try again. The refusals'
// texts are off the first visit and load once a start fails with one (use-refusal-text.ts).

describe('a start that failed', () => {
  test('says why in the words of the refusal, once its texts have loaded', async () => {
    const refused = new ApiError(
      421,
      'the request names a host this server does not answer for',
      { path: '/config' },
      { code: 'host_not_served' },
    )
    await renderInApp(<StartFailure error={refused} retry={() => {}} />)
    await expect.element(page.getByRole('heading', { name: 'MeMap could not start' })).toBeVisible()
    await expect
      .element(
        page.getByText(
          'Its network settings could not be loaded (This server does not answer for this address).',
        ),
      )
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test("gives the error's own words for what is no refusal", async () => {
    await renderInApp(<StartFailure error={new Error('Failed to fetch')} retry={() => {}} />)
    await expect
      .element(page.getByText('Its network settings could not be loaded (Failed to fetch).'))
      .toBeVisible()
  })
})
