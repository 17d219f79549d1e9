import { API_KEY_HEADER } from '@memap/shared/api'
import { apiPath } from '@memap/shared/endpoint'
import { linkX } from '@memap/shared/endpoints/social'
import { env } from '../../../../shared/lib/env.ts'

/** Where the browser goes to link an X account: the API redirects it on to X. */
export const X_LINK_URL = apiPath(linkX)

/**
 * Asks `GET /v0/auth/x` without following it. A redirect means linking is configured, so the
 * page may go there; 501 (or no answer) means it is not; anything else is a failure.
 */
export async function probeXLink(signal: AbortSignal): Promise<'ready' | 'coming-soon' | 'error'> {
  try {
    const response = await fetch(X_LINK_URL, {
      redirect: 'manual',
      credentials: 'include',
      signal,
      // Only to pass the key check; the navigation itself cannot send headers.
      headers: env.apiKey ? { [API_KEY_HEADER]: env.apiKey } : {},
    })
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      return 'ready'
    }
    return response.status === 501 ? 'coming-soon' : 'error'
  } catch {
    return 'coming-soon'
  }
}
