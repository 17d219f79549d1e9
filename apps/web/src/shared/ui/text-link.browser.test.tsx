import { expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../test/render-in-app.tsx'
import './button.css'

// A button that reads as a link (the photo viewer's Report, a list's Try again) looks like the
// links beside it: none of the browser's grey box, border or padding.
test('a text-link button has no box of its own, and the weight and colour of a link', async () => {
  await renderInApp(
    <p>
      <a className="text-link" href="/x">
        Open
      </a>{' '}
      <button type="button" className="text-link">
        Report
      </button>
    </p>,
  )
  await expect.element(page.getByRole('button', { name: 'Report' })).toBeVisible()
  const button = getComputedStyle(page.getByRole('button', { name: 'Report' }).element())
  const link = getComputedStyle(page.getByRole('link', { name: 'Open' }).element())
  expect(button.backgroundColor).toBe('rgba(0, 0, 0, 0)')
  expect(button.borderTopWidth).toBe('0px')
  expect(button.paddingLeft).toBe('0px')
  expect([button.color, button.fontWeight, button.fontSize]).toEqual([
    link.color,
    link.fontWeight,
    link.fontSize,
  ])
})
