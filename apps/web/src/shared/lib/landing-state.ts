import { useSyncExternalStore } from 'react'

// Whether the member of this tab has just deleted their MeMap, for the landing to say so. Kept
// here, not in the navigation: the server ends the session with the MeMap, and whichever comes
// first, the answer or a request refused for the ended session, takes the tab to the landing.
// Not in the URL either: a reload does not repeat it.

let leftMeMap = false
const listeners = new Set<() => void>()

const tell = () => {
  for (const listener of listeners) listener()
}

/** The MeMap was deleted: the landing says so until a wallet connects again. */
export function announceLeftMeMap(): void {
  leftMeMap = true
  tell()
}

/** A wallet connected: the notice has served. */
export function forgetLeftMeMap(): void {
  if (!leftMeMap) return
  leftMeMap = false
  tell()
}

export function useLeftMeMap(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => leftMeMap,
    () => false,
  )
}
