import { catalogsReady } from '../../shared/i18n/catalogs.ts'
import { getPublicConfigQueryOptions } from '../../shared/lib/public-config.ts'
import { queryClient } from '../providers.tsx'

/** How long the first render waits for the screen's code before showing "Loading MeMap…". */
const FIRST_SCREEN_WAIT_MS = 1000

/**
 * A page the server did not render (a member's screens): the first render waits for the first
 * screen's code (preloaded by the page, so usually there at once) and, in Korean, for the Korean
 * of the code loaded so far (a few KB): the screen paints with no "Loading" in between. On a slow
 * network the loading state shows after a second. A page without the config embedded (the app
 * shell the service worker serves offline) asks for it at once too: the worker answers with the
 * one it kept, before "Loading MeMap…" could show.
 */
export function readyToRender(firstScreen: Promise<void>): Promise<unknown> {
  const config = queryClient.prefetchQuery(getPublicConfigQueryOptions())
  const firstScreenOrTimeout = Promise.race([
    Promise.all([firstScreen, config]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ])
  return Promise.all([firstScreenOrTimeout, catalogsReady()])
}
