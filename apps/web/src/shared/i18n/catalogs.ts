import { i18n, type Messages } from '@lingui/core'
import { renderedFor } from '../lib/rendered-page.ts'
import { type Locale, preferredLocale, rememberLocale } from './locale.ts'
import { withParticles } from './particles.ts'

/**
 * A folder's messages (lingui.config.ts): its English, in the chunk of the code that shows it,
 * and its Korean, downloaded only when Korean is on.
 */
export type Catalog = { en: Messages; ko: () => Promise<{ messages: Messages }> }

const catalogs = new Set<Catalog>()
const korean = new WeakMap<Catalog, Promise<void>>()

function loadKorean(catalog: Catalog): Promise<void> {
  let loading = korean.get(catalog)
  if (!loading) {
    loading = catalog.ko().then(({ messages }) => i18n.load('ko', messages))
    korean.set(catalog, loading)
  }
  return loading
}

// Korean particles after a value fit the value (particles.ts): every text, <Trans> included, is
// translated through `_` or `t`.
const translate = i18n._.bind(i18n)
i18n._ = i18n.t = ((...args: Parameters<typeof translate>) => {
  const text = translate(...args)
  return i18n.locale === 'ko' ? withParticles(text) : text
}) as typeof translate

// The language is known before any folder registers its catalog, so a screen first renders in it:
// on a page the server rendered, the language it rendered it in (rendered-page.ts).
i18n.load({ en: {}, ko: {} })
i18n.activate(renderedFor()?.locale ?? preferredLocale())
if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale

/**
 * Called by each folder's `catalog.ts` as its code loads (every file with texts imports it): the
 * English is there at once, the Korean starts downloading when Korean is on.
 */
export function registerCatalog(catalog: Catalog): void {
  if (catalogs.has(catalog)) return
  catalogs.add(catalog)
  i18n.load('en', catalog.en)
  if (i18n.locale === 'ko') void loadKorean(catalog)
}

/**
 * Resolves once every catalog loaded so far has its messages in the current language: awaited
 * before the first render and by each lazily loaded screen, so no text shows untranslated.
 */
export async function catalogsReady(): Promise<void> {
  if (i18n.locale === 'ko') await Promise.all([...catalogs].map(loadKorean))
}

/** Switches every text on the page, and remembers the choice (settings, landing). */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === 'ko') await Promise.all([...catalogs].map(loadKorean))
  rememberLocale(locale)
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/**
 * The server's side: every Korean text of the code loaded so far, so that any page can be
 * rendered in either language without waiting.
 */
export async function loadEveryLanguage(): Promise<void> {
  await Promise.all([...catalogs].map(loadKorean))
}

export { i18n }
