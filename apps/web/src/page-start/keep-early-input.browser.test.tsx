import { type ComponentType, lazy } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrationPart } from '../shared/ui/hydration-part.tsx'
import { Suspense } from '../shared/ui/suspense.tsx'
import { keepEarlyInput } from './keep-early-input.ts'

// The page's first script with the marks the app puts around its parts: a page rendered on the
// server (renderToString), tapped before React takes it over, then while a part waits for its
// code, and after.

const taps = { outer: 0, inner: 0 }

function Inner() {
  return (
    <button type="button" onClick={() => taps.inner++}>
      Inner
    </button>
  )
}

function Page({ Part }: { Part: ComponentType }) {
  return (
    <HydrationPart>
      <button type="button" onClick={() => taps.outer++}>
        Outer
      </button>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </HydrationPart>
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('a tap on a page the server rendered', () => {
  it('is done once the part it landed on has hydrated, and never twice', async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<Page Part={Inner} />)
    document.body.append(root)
    keepEarlyInput()
    const [outer, inner] = [...root.querySelectorAll('button')]
    if (!outer || !inner) throw new Error('the page has no buttons')
    let innerEvents = 0
    window.addEventListener(
      'click',
      (event) => void (event.target === inner && innerEvents++),
      true,
    )

    // Before React: kept, and done once the app's root has hydrated.
    outer.click()
    let arrive: (module: { default: ComponentType }) => void = () => {}
    const WaitingPart = lazy(() => new Promise<{ default: ComponentType }>((r) => (arrive = r)))
    hydrateRoot(root, <Page Part={WaitingPart} />)
    await expect.poll(() => taps.outer).toBe(1)

    // On a part whose code is not in yet: kept, not tried again and again, done once it is.
    inner.click()
    await settle()
    expect(taps.inner).toBe(0)
    expect(innerEvents).toBe(1)
    arrive({ default: Inner })
    await expect.poll(() => taps.inner).toBe(1)

    // Once hydrated, React handles a tap itself: it is not done a second time.
    outer.click()
    inner.click()
    await settle()
    expect(taps).toEqual({ outer: 2, inner: 2 })
  })
})
