import { useEffect, useState } from 'react'
import { useReducedMotion } from '../../../shared/lib/use-reduced-motion.ts'

/** PRODUCT.md §4: the emotion text is typed one letter every 100 ms. */
export const TYPING_INTERVAL_MS = 100

/** What shows `elapsedMs` after the typing started: one more letter every 100 ms. */
export function typedText(text: string, elapsedMs: number): string {
  const letters = [...text]
  const shown = Math.min(letters.length, Math.floor(elapsedMs / TYPING_INTERVAL_MS) + 1)
  return letters.slice(0, Math.max(0, shown)).join('')
}

/**
 * `text`, typed letter by letter; starts again when the text changes. Whole at once when the
 * member prefers reduced motion.
 */
export function useTypedText(text: string): string {
  const reducedMotion = useReducedMotion()
  const [elapsed, setElapsed] = useState(0)
  useEffect(() => {
    setElapsed(0)
    const total = [...text].length
    if (total <= 1 || reducedMotion) return
    let ticks = 0
    const timer = setInterval(() => {
      ticks += 1
      setElapsed(ticks * TYPING_INTERVAL_MS)
      if (ticks >= total - 1) clearInterval(timer)
    }, TYPING_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [text, reducedMotion])
  return reducedMotion ? text : typedText(text, elapsed)
}
