import { afterEach, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../test/render-in-app.tsx'
import { ScreenError } from './screen-status.tsx'

/** The browser's network as `navigator.onLine` and its events say it. */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setOnline(true))

test('a screen that could not load says so, with Try again', async () => {
  const onRetry = vi.fn()
  await renderInApp(<ScreenError onRetry={onRetry} />)
  await expect
    .element(page.getByRole('heading', { name: 'Oops! An error occurred.' }))
    .toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  expect(onRetry).toHaveBeenCalledTimes(1)
})

test('offline, it says the network is gone, not that something failed, and loads again once back', async () => {
  const onRetry = vi.fn()
  setOnline(false)
  await renderInApp(<ScreenError onRetry={onRetry} />)
  await expect.element(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible()
  await expect.element(page.getByText('This page loads once you’re back online.')).toBeVisible()
  expect(page.getByRole('button', { name: 'Try again' }).elements()).toHaveLength(0)
  expect(onRetry).not.toHaveBeenCalled()
  setOnline(true)
  await expect.poll(() => onRetry.mock.calls.length).toBe(1)
})
