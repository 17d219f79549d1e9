// A server-rendered page shows its buttons and choices before React takes it over, and what a
// member does with them in between would be lost. The last button tapped and the last choice made
// in a list (the landing's language) are kept, and done again once the screen has hydrated
// (app/replay-early-input.tsx); links need no help, the browser follows them.

declare global {
  interface Window {
    /** Set by this script; the app calls `stopKeeping` as it starts and `replay` once it has taken the page over. */
    memapEarlyInput?: { stopKeeping(): void; replay(): void }
  }
}

let tapped: HTMLButtonElement | null = null
let chosen: { list: HTMLSelectElement; value: string } | null = null

function keepTap(event: MouseEvent) {
  const target = event.target
  if (target instanceof Element) tapped = target.closest('button') ?? tapped
}

function keepChoice(event: Event) {
  const target = event.target
  if (target instanceof HTMLSelectElement) chosen = { list: target, value: target.value }
}

function stopKeeping() {
  document.removeEventListener('click', keepTap, true)
  document.removeEventListener('change', keepChoice, true)
}

export function keepEarlyInput() {
  document.addEventListener('click', keepTap, true)
  document.addEventListener('change', keepChoice, true)
  window.memapEarlyInput = {
    // From hydrateRoot on, React replays a tap on a part it has not hydrated yet by itself:
    // kept here too, it would be done twice.
    stopKeeping,
    replay() {
      stopKeeping()
      const [button, choice] = [tapped, chosen]
      tapped = null
      chosen = null
      // Hydration keeps the server's nodes: the list and button are the ones React now handles.
      // React may have set the list back to its state's value: chosen again, as the member did.
      if (choice?.list.isConnected && !choice.list.disabled) {
        choice.list.value = choice.value
        choice.list.dispatchEvent(new Event('change', { bubbles: true }))
      }
      if (button?.isConnected && !button.disabled) button.click()
    },
  }
}
