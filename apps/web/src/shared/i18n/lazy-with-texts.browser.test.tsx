import { Suspense } from 'react'
import { describe, expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { lazyWithTexts } from './lazy-with-texts.ts'

/** What the document showed, each time it changed, while `run` rendered. */
async function shownWhile(run: () => Promise<void>): Promise<string[]> {
  const shown: string[] = []
  const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''))
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  await run()
  observer.disconnect()
  return shown
}

const Welcome = () => <p>Welcome to MeMap</p>

describe('lazyWithTexts', () => {
  test('renders a preloaded component at once, never its fallback', async () => {
    const Screen = lazyWithTexts(async () => Welcome)
    await Screen.preload()

    const shown = await shownWhile(async () => {
      const screen = await render(
        <Suspense fallback={<p>Loading MeMap…</p>}>
          <Screen />
        </Suspense>,
      )
      await expect.element(screen.getByText('Welcome to MeMap')).toBeVisible()
    })
    expect(shown.join()).not.toContain('Loading MeMap…')
  })

  test('shows the fallback until a component that was not preloaded arrives', async () => {
    let arrive = () => {}
    const Screen = lazyWithTexts(
      () => new Promise<typeof Welcome>((resolve) => (arrive = () => resolve(Welcome))),
    )
    const screen = await render(
      <Suspense fallback={<p>Loading MeMap…</p>}>
        <Screen />
      </Suspense>,
    )
    await expect.element(screen.getByText('Loading MeMap…')).toBeVisible()
    arrive()
    await expect.element(screen.getByText('Welcome to MeMap')).toBeVisible()
  })
})
