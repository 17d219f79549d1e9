// A server-rendered page shows its buttons and choices before React has taken all of it over:
// first before the app's scripts are in, then, part by part, until each Suspense boundary has
// hydrated (a member's actions on a profile wait for their own code). React does nothing with a
// tap on a part it has not hydrated yet. So the last button tapped and the last choice made in a
// list (the landing's language) that React had not hydrated are kept, and done once it has. The
// app marks each part that hydrates on its own, and marks it hydrated once React has committed it
// (shared/ui/hydration-part.tsx), then calls `replay`. Links need no help: the browser follows
// them.

/**
 * The marks of shared/ui/hydration-part.tsx, written out: importing them would make this script
 * import the app's code (keep-early-input.browser.test.tsx holds the two together).
 */
const PART_START = 'data-part'
const PART_END = 'data-part-end'
const PART_HYDRATED = 'data-hydrated'

declare global {
  interface Window {
    /** Set by this script; each part of the app calls `replay` once React has committed it. */
    memapEarlyInput?: { replay(): void }
  }
}

type Control = HTMLButtonElement | HTMLSelectElement

/** The input kept: its element, the event it came with, and what doing it again on one is. */
let kept: { element: Control; event: Event; act: (element: Control) => void } | null = null

export function keepEarlyInput() {
  // First of all listeners (React's, on the app's root, stops an event on a part it cannot
  // hydrate yet): whether React handled it is known by whether it reached its element hydrated.
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button) keepUnlessHandled(button, event, (element) => element.click())
    },
    true,
  )
  window.addEventListener(
    'change',
    (event) => {
      const list = event.target
      if (!(list instanceof HTMLSelectElement)) return
      const { value } = list
      // React may have set the list back to its state's value: chosen again, as the member did.
      keepUnlessHandled(list, event, (element) => {
        if (!(element instanceof HTMLSelectElement)) return
        element.value = value
        element.dispatchEvent(new Event('change', { bubbles: true }))
      })
    },
    true,
  )
  window.memapEarlyInput = { replay }
}

/**
 * Does the kept input once its element has hydrated. Called after each commit, and once after
 * the event is through: React may hydrate a part while the event goes through (then it handles
 * the event itself), or between the event and any later look (then nothing else does it).
 */
function replay() {
  if (!kept || kept.event.eventPhase !== Event.NONE) return
  const element = liveElement(kept.element)
  if (!element) return
  const { act } = kept
  kept = null
  // Outside React's effects, as a member's own tap would be.
  setTimeout(() => {
    if (element.isConnected && !element.disabled) act(element)
  })
}

/**
 * The element the kept input goes to: the one tapped, once hydrated; or, when React drew its part
 * anew (the server's HTML did not match) and the one tapped is gone, the one in its place: the
 * only hydrated element of its tag, class and text.
 */
function liveElement(element: Control): Control | undefined {
  if (element.isConnected) return hydrated(element) ? element : undefined
  const same = [...document.querySelectorAll<Control>(element.localName)].filter(
    (other) =>
      other.className === element.className &&
      other.textContent === element.textContent &&
      hydrated(other),
  )
  return same.length === 1 ? same[0] : undefined
}

/**
 * Keeps `act` on `element` unless the event reaches it hydrated: then React handles it. Whether
 * the element is hydrated when the event starts says nothing: React may hydrate its part as the
 * event goes through it (and marks it as it commits), or stop the event on its way.
 */
function keepUnlessHandled(element: Control, event: Event, act: (element: Control) => void) {
  kept = { element, event, act }
  element.addEventListener(
    event.type,
    () => {
      if (kept?.event === event && hydrated(element)) kept = null
    },
    { capture: true, once: true },
  )
  setTimeout(replay)
}

/**
 * Whether React has hydrated `element`: whether the part it is in is marked hydrated. Outside
 * every part, it is none of the page the server rendered (a dialog the app opened): React's.
 */
function hydrated(element: Element): boolean {
  const start = partStart(element)
  return start === null || start.hasAttribute(PART_HYDRATED)
}

/** The start of the innermost part around `element`: the last before it whose end is not. */
function partStart(element: Element): Element | null {
  const marks = [...document.querySelectorAll(`[${PART_START}],[${PART_END}]`)].reverse()
  let endsPassed = 0
  for (const mark of marks) {
    if (!(mark.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue
    if (mark.hasAttribute(PART_END)) endsPassed++
    else if (endsPassed === 0) return mark
    else endsPassed--
  }
  return null
}
