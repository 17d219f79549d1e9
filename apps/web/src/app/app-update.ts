import { useSyncExternalStore } from 'react'

// A new build's service worker waiting for the member's go-ahead (app/service-worker.ts sets it;
// the update notice shows it). Kept apart from the worker's code, which loads after the page.

type Update = { apply: () => void } | null

let waiting: Update = null
const listeners = new Set<() => void>()

export function offerUpdate(update: Update): void {
  waiting = update
  for (const listener of listeners) listener()
}

/** The waiting update, or null when the page runs the newest build. */
export function useWaitingUpdate(): Update {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    () => waiting,
    () => null,
  )
}
