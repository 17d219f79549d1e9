import { useCallback, useRef, useState } from 'react'

/**
 * One click, one action: `run(task)` starts `task` unless one is already running, and `busy`
 * holds from the click to its end, through every step (a name check, an image conversion, the
 * request), so the button that started it stays disabled throughout.
 */
export function useSingleFlight() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await task()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
