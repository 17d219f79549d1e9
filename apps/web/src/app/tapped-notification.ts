import { navigate } from 'wouter/use-browser-location'
import { OPEN_PATH_MESSAGE } from '../service-worker/messages.ts'

/** A notification was tapped while MeMap was open: its screen shows, without a reload. */
export function openTappedScreen(event: MessageEvent): void {
  const { type, path } = (event.data ?? {}) as { type?: unknown; path?: unknown }
  if (type !== OPEN_PATH_MESSAGE || typeof path !== 'string' || !path.startsWith('/')) return
  // A path of this site only: never `//host`.
  if (path.startsWith('//')) return
  navigate(path)
}
