import { SESSION_ENDED, type SessionEnd } from '@memap/shared/session-end'
import { paths } from './paths.ts'

/**
 * The query parameter naming the page a wallet was sent away from, to come back to: the landing's,
 * for a visitor who opened a member's page, and /memapstart's, for a wallet without a MeMap.
 */
export const SENT_FROM_PARAM = 'from'

/**
 * The page `search` names to come back to (its path and query), when it is one of the app's own
 * pages: never another site, never the landing itself.
 */
export function sentFromOf(search: URLSearchParams): string | null {
  const from = search.get(SENT_FROM_PARAM)
  if (from === null || !from.startsWith('/') || from.startsWith('//')) return null
  const url = new URL(from, 'https://memap.invalid')
  const known = (Object.values(paths) as string[]).includes(url.pathname)
  if (!known || url.pathname === paths.home || url.pathname === paths.landing) return null
  return url.pathname + url.search
}

/** The query parameter saying why the landing was reached: the session ended on the server. */
export const SESSION_ENDED_PARAM = 'ended'

/** Why `search` says the session ended, when it says one of the reasons the server gives. */
export function sessionEndedOf(search: URLSearchParams): SessionEnd | null {
  const ended = search.get(SESSION_ENDED_PARAM)
  return ended !== null && Object.hasOwn(SESSION_ENDED, ended) ? (ended as SessionEnd) : null
}
