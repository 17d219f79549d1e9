import { useState } from 'react'
import { cutText } from './cut-text.ts'

/**
 * A text field that holds at most `max` characters: `keep` gives what of the typed or pasted
 * value it keeps, and `cut` whether the last change was cut, so that the field says so (nothing
 * goes missing unsaid, as a `maxLength` would do).
 */
export function useCutText(max: number) {
  const [cut, setCut] = useState(false)
  const keep = (typed: string) => {
    const kept = cutText(typed, max)
    setCut(kept !== typed)
    return kept
  }
  return { cut, keep }
}
