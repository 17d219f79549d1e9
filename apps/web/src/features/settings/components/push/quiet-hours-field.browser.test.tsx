import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { MEMBER, PUBLIC_CONFIG } from '../../../../test/fixtures.ts'
import { renderInApp } from '../../../../test/render-in-app.tsx'
import { answer, stubApi } from '../../../../test/stub-api.ts'
import { QuietHoursField } from './quiet-hours-field.tsx'

// Settings' quiet hours (PRODUCT.md §2, /settings): saved in a time zone, which the field names
// when it is not this device's.

const here = Intl.DateTimeFormat().resolvedOptions().timeZone
const elsewhere = here === 'Asia/Seoul' ? 'Europe/London' : 'Asia/Seoul'

function renderSaved(timeZone: string) {
  stubApi({
    'GET /config': answer(PUBLIC_CONFIG),
    'GET /push/settings': answer({
      QuietHours: { From: '23:00', To: '06:00' },
      TimeZone: timeZone,
    }),
  })
  return renderInApp(<QuietHoursField address={MEMBER} />)
}

describe('quiet hours', () => {
  test("saved on a device in another time zone, say that zone's hours are shown", async () => {
    await renderSaved(elsewhere)
    await expect.element(page.getByLabelText('From')).toHaveValue('23:00')
    await expect
      .element(
        page.getByText(
          `These hours are in ${elsewhere} time. Saving them here sets them in this device's time zone (${here}).`,
        ),
      )
      .toBeVisible()
  })

  test("saved in this device's time zone, name none", async () => {
    await renderSaved(here)
    await expect.element(page.getByLabelText('Until')).toHaveValue('06:00')
    await expect.element(page.getByText(/These hours are in/)).not.toBeInTheDocument()
  })
})
