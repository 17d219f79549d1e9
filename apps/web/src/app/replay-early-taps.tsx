import { useEffect } from 'react'

/**
 * A tap on a button of the server's page before the app took it over, done again once the
 * screen has (src/page-start/keep-taps.ts). Placed beside each screen, inside its Suspense boundary: React
 * hydrates a boundary as a whole and after the first commit, so the screen's buttons are live
 * when this effect runs. Later screens find nothing left to replay.
 */
export function ReplayEarlyTaps() {
  useEffect(() => window.memapEarlyTaps?.replay(), [])
  return null
}
