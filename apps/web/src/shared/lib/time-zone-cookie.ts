import { TIME_ZONE_COOKIE } from '@memap/shared/server-render'

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * Tells the server the browser's time zone, for the next page it renders: its dates then read as
 * the browser writes them (shared/lib/format-date.ts).
 */
export function shareTimeZoneWithServer(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!zone) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser MeMap serves, and it is async.
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`
}
