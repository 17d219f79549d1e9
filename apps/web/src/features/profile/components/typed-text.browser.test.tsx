import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { TypedText } from './typed-text.tsx'

// PRODUCT.md §4: the emotion types one letter every 100 ms, by the stylesheet.

test('shows the first letter at once, then one more every 100 ms, the whole text in the page from the start', async () => {
  const screen = await render(
    <p data-testid="typed">
      <TypedText text="Happy" />
    </p>,
  )
  const typed = screen.getByTestId('typed').element() as HTMLElement
  expect(typed.textContent).toBe('Happy')
  expect(typed.innerText).toBe('H')
  const started = performance.now()
  await expect.poll(() => typed.innerText, { timeout: 2000, interval: 20 }).toBe('Happy')
  // The last of five letters waits 400 ms.
  expect(performance.now() - started).toBeGreaterThanOrEqual(350)
})

test('types letters, not UTF-16 units', async () => {
  const screen = await render(
    <p data-testid="typed">
      <TypedText text="기쁨😀" />
    </p>,
  )
  const letters = screen.getByTestId('typed').element().querySelectorAll('.typed-text__letter')
  expect([...letters].map((letter) => letter.textContent)).toEqual(['기', '쁨', '😀'])
})
