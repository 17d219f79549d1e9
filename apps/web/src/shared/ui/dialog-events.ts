import type { KeyboardEvent, PointerEvent } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** What Tab can reach inside `element`, in the page's order. */
export function focusablesIn(element: HTMLElement | null): HTMLElement[] {
  return [...(element?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
}

/** Tab and Shift+Tab wrap around inside the panel. */
export function keepFocusInside(panel: HTMLElement | null, event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return
  const items = focusablesIn(panel)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/** A press on the backdrop itself, not on the panel, closes the dialog. */
export function closeOnBackdrop(onClose: () => void) {
  return (event: PointerEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose()
  }
}
