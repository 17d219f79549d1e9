import { LOCALE_COOKIE, LOCALES, type Locale } from '@memap/shared/server-render'

export { LOCALES, type Locale }

/** Where the member's own choice is kept, over what the browser asks for. */
const STORAGE_KEY = 'memap:language'

/** A year: the choice outlives the session, as localStorage does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The language the member chose on this device, if they did. */
export function storedLocale(): Locale | null {
  const stored = storage()?.getItem(STORAGE_KEY)
  return isLocale(stored) ? stored : null
}

/** The member's chosen language, else the first of the browser's languages MeMap speaks. */
export function preferredLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
  stored: string | null | undefined = storage()?.getItem(STORAGE_KEY),
): Locale {
  if (isLocale(stored)) return stored
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0]
    if (isLocale(language)) return language
  }
  return 'en'
}

/**
 * The languages of an `Accept-Language` header, most wanted first (`ko-KR,ko;q=0.9,en;q=0.8`);
 * those refused (`q=0`) left out. What `navigator.languages` is to the browser, for the server.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order }
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag)
}

/**
 * Keeps the choice for this browser: in localStorage for the app, and in a cookie for the server,
 * which renders the next page in it.
 */
export function rememberLocale(locale: Locale): void {
  try {
    storage()?.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
  shareLocaleWithServer(locale)
}

function shareLocaleWithServer(locale: Locale): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser MeMap serves, and it is async.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`
}
