// Data the server writes into the page it sends (apps/api/src/plugins/web.ts), so that the first
// screen renders without a round trip: a script element of type application/json, by id.

type Page = Pick<Document, 'getElementById'>

/** The JSON the server embedded under `id`, if it did (Vite's dev server does not). */
export function readEmbeddedJson<T>(id: string, page: Page = document): T | undefined {
  const text = page.getElementById(id)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}

/** The same, once: the element goes, so that a later visit asks the API for fresh data. */
export function takeEmbeddedJson<T>(id: string, page: Page = document): T | undefined {
  const value = readEmbeddedJson<T>(id, page)
  page.getElementById(id)?.remove()
  return value
}
