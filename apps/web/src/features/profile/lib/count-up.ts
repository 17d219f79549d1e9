import { useEffect, useRef, useState } from 'react'
import { useReducedMotion } from '../../../shared/lib/use-reduced-motion.ts'

/** PRODUCT.md §4: the cheer count animates over 2 s. */
export const COUNT_UP_MS = 2000

/** The value shown `elapsedMs` into a count from `from` to `to` (ease-out). */
export function countAt(from: number, to: number, elapsedMs: number): number {
  if (elapsedMs >= COUNT_UP_MS) return to
  const t = Math.max(0, elapsedMs) / COUNT_UP_MS
  const eased = 1 - (1 - t) ** 3
  return Math.round(from + (to - from) * eased)
}

/**
 * `value`, counted up to over 2 s from the value shown before (from 0 at first); at once when
 * the member prefers reduced motion.
 */
export function useCountUp(value: number): number {
  const reducedMotion = useReducedMotion()
  const [shown, setShown] = useState(0)
  const shownRef = useRef(0)
  useEffect(() => {
    const from = shownRef.current
    if (from === value || reducedMotion) {
      shownRef.current = value
      return
    }
    const start = performance.now()
    const step = (now: number) => {
      const elapsed = now - start
      const next = countAt(from, value, elapsed)
      shownRef.current = next
      setShown(next)
      if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(step)
    }
    let frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [value, reducedMotion])
  return reducedMotion ? value : shown
}
