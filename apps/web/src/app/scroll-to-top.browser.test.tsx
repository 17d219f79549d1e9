import { afterEach, beforeEach, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Link, Router } from 'wouter'
import { useBrowserAddress } from '../shared/lib/router.ts'
import { useScrollToTopOnNavigate } from './scroll-to-top.ts'

// The browser's own history (main.tsx's router), not the memory location of the other tests.
const testPage = window.location.href
beforeEach(() => {
  // The browser leaves the scroll alone on back and forward: what the app does shows.
  window.history.scrollRestoration = 'manual'
})
afterEach(() => {
  window.history.replaceState(null, '', testPage)
  window.history.scrollRestoration = 'auto'
})

function Screens() {
  useScrollToTopOnNavigate()
  return (
    <div style={{ height: '5000px' }}>
      <Link to="/first">First</Link> <Link to="/second">Second</Link>
    </div>
  )
}

async function renderScreens() {
  await render(
    <Router hook={useBrowserAddress}>
      <Screens />
    </Router>,
  )
}

const scrolledTo = (y: number) => {
  window.scrollTo(0, y)
  expect(window.scrollY).toBe(y)
}

test('a new screen starts at the top; back leaves the scroll where it is', async () => {
  await renderScreens()
  scrolledTo(1000)
  await userEvent.click(page.getByRole('link', { name: 'First' }))
  await expect.poll(() => window.location.pathname).toBe('/first')
  await expect.poll(() => window.scrollY).toBe(0)

  await userEvent.click(page.getByRole('link', { name: 'Second' }))
  await expect.poll(() => window.location.pathname).toBe('/second')
  scrolledTo(800)
  window.history.back()
  await expect.poll(() => window.location.pathname).toBe('/first')
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(window.scrollY).toBe(800)
})

test('a link to the page shown replaces it: Back then leaves the page', async () => {
  await renderScreens()
  await userEvent.click(page.getByRole('link', { name: 'First' }))
  await expect.poll(() => window.location.pathname).toBe('/first')
  const entries = window.history.length
  await userEvent.click(page.getByRole('link', { name: 'First' }))
  await userEvent.click(page.getByRole('link', { name: 'Second' }))
  await expect.poll(() => window.location.pathname).toBe('/second')
  expect(window.history.length).toBe(entries + 1)
})
