import { afterEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { usePublicConfig } from '../../../../shared/lib/public-config.ts'
import { MEMBER, PUBLIC_CONFIG } from '../../../../test/fixtures.ts'
import { renderInApp } from '../../../../test/render-in-app.tsx'
import { answer, stubApi } from '../../../../test/stub-api.ts'
import { PushSection } from './push-section.tsx'

// Settings' "Notifications on this device" (PRODUCT.md §2, /settings): the browser's permission is asked only
// when the member turns notifications on, and a refusal says what to do.

const SERVER_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'

afterEach(() => vi.restoreAllMocks())

/** Shows once the config is read: what renders beside it has had the config too. */
function ConfigRead() {
  return <p>Config of {usePublicConfig().version}</p>
}

describe('notifications on this device', () => {
  test('is not offered by a server that sends no notifications', async () => {
    stubApi({ 'GET /config': answer(PUBLIC_CONFIG) })
    const { container } = await renderInApp(
      <>
        <ConfigRead />
        <PushSection address={MEMBER} />
      </>,
    )
    await expect.element(page.getByText('Config of test')).toBeVisible()
    expect(container.textContent).toBe('Config of test')
  })

  test('asks for no permission on load, and says what to do when the browser blocks it', async () => {
    const ask = vi.spyOn(Notification, 'requestPermission').mockResolvedValue('denied')
    const api = stubApi({
      'GET /config': answer({ ...PUBLIC_CONFIG, pushPublicKey: SERVER_KEY }),
      'GET /push/subscriptions': answer([]),
    })
    await renderInApp(<PushSection address={MEMBER} />)
    const toggle = page.getByRole('switch', { name: 'Notify me on this device' })
    await expect.element(toggle).not.toBeChecked()
    await expect.element(toggle).toBeEnabled()
    expect(ask).not.toHaveBeenCalled()

    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Notifications are not allowed' })
    await expect
      .element(dialog)
      .toHaveTextContent(
        "This browser blocks notifications from MeMap. Allow them in the browser's settings for this site, then turn them on here again.",
      )
    expect(ask).toHaveBeenCalledOnce()
    expect(api.requestsTo('POST /push/subscribe')).toEqual([])
    await expect.element(toggle).not.toBeChecked()
  })

  test('a dismissed question is asked again on the next turn', async () => {
    vi.spyOn(Notification, 'requestPermission').mockResolvedValue('default')
    stubApi({
      'GET /config': answer({ ...PUBLIC_CONFIG, pushPublicKey: SERVER_KEY }),
      'GET /push/subscriptions': answer([]),
    })
    await renderInApp(<PushSection address={MEMBER} />)
    await page.getByRole('switch', { name: 'Notify me on this device' }).click()
    await expect
      .element(page.getByRole('dialog'))
      .toHaveTextContent(
        'MeMap can notify you once you allow it: turn notifications on again and choose Allow.',
      )
  })
})
