/** The languages MeMap speaks; English is the source of every text. */
export const LOCALES = ['en', 'ko'] as const
export type Locale = (typeof LOCALES)[number]

/** Where the member's own choice is kept, over what the browser asks for. */
const STORAGE_KEY = 'memap:language'

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
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

export function rememberLocale(locale: Locale): void {
  try {
    storage()?.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}
