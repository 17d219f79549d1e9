// A server-rendered page shows its buttons before React takes it over, and a tap on one in
// between would do nothing. The last button tapped is kept, and tapped again once its screen has
// hydrated (app/replay-early-taps.tsx); links need no help, the browser follows them.

declare global {
  interface Window {
    /** Set by this script; the app calls `replay` once it has taken the page over. */
    memapEarlyTaps?: { replay(): void }
  }
}

let tapped: HTMLButtonElement | null = null

function keepTap(event: MouseEvent) {
  const target = event.target
  if (target instanceof Element) tapped = target.closest('button') ?? tapped
}

export function keepTaps() {
  document.addEventListener('click', keepTap, true)
  window.memapEarlyTaps = {
    replay() {
      document.removeEventListener('click', keepTap, true)
      const button = tapped
      tapped = null
      // Hydration keeps the server's nodes: the button tapped is the one React now handles.
      if (button?.isConnected && !button.disabled) button.click()
    },
  }
}
