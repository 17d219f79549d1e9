export { type AppPath, appPathAt, paths, type RouteName } from '@memap/shared/app-paths'

import type { AppPath } from '@memap/shared/app-paths'

/** A link to `path` with query parameters, e.g. `/memap?user=0x…` (PRODUCT.md §2, /memap). */
export function hrefTo(
  path: AppPath,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value))
  }
  const search = params.toString()
  return search === '' ? path : `${path}?${search}`
}
