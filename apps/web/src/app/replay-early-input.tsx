import { useEffect } from 'react'

/**
 * A tap on a button or a choice in a list of the server's page before the app took it over, done
 * again once the screen has (src/page-start/keep-early-input.ts). Placed beside each screen, inside
 * its Suspense boundary: React hydrates a boundary as a whole and after the first commit, so the
 * screen's buttons are live when this effect runs. Later screens find nothing left to replay.
 */
export function ReplayEarlyInput() {
  useEffect(() => window.memapEarlyInput?.replay(), [])
  return null
}
