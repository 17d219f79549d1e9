import { type KeyboardEvent, useRef } from 'react'

/**
 * ↓ from the field to the first result, ↑ and ↓ along them, ↑ from the first back: `move` for
 * the keys of both, `field` and `list` their elements.
 */
export function useResultArrows() {
  const field = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const move = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1
    if (next >= links.length || (at === -1 && event.key === 'ArrowUp')) return
    event.preventDefault()
    if (next < 0) field.current?.focus()
    else links[next]?.focus()
  }
  return { field, list, move }
}
