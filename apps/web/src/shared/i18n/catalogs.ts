import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core'
import { renderedFor } from '../lib/rendered-page.ts'
import { type Locale, preferredLocale, rememberLocale } from './locale.ts'

/**
 * A folder's messages (lingui.config.ts): its English, in the chunk of the code that shows it,
 * and its Korean, downloaded only when Korean is on.
 */
export type Catalog = { en: Messages; ko: () => Promise<{ messages: Messages }> }

const catalogs = new Set<Catalog>()
const korean = new WeakMap<Catalog, Promise<void>>()

/** Every text loaded so far, by language: what a render of the server starts from. */
const loaded: Record<Locale, Messages> = { en: {}, ko: {} }

/**
 * The server's renders under way, each with an i18n of its own (`speakerFor`): their screens may
 * load more code, and so texts, as they render.
 */
const renders = new Set<I18n>()

function load(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages)
  // Only the server renders pages side by side: the browser's build leaves this out.
  if (import.meta.env.SSR) {
    Object.assign(loaded[locale], messages)
    for (const render of renders) render.load(locale, messages)
  }
}

/**
 * Korean particles (particles.ts), downloaded with the first Korean texts: a page in English
 * never needs them.
 */
let fitParticles: ((text: string) => string) | undefined
let particlesLoading: Promise<void> | undefined

function loadParticles(): Promise<void> {
  particlesLoading ??= import('./particles.ts').then(({ withParticles }) => {
    fitParticles = withParticles
  })
  return particlesLoading
}

function loadKorean(catalog: Catalog): Promise<void> {
  let loading = korean.get(catalog)
  if (!loading) {
    loading = Promise.all([catalog.ko(), loadParticles()]).then(([{ messages }]) =>
      load('ko', messages),
    )
    korean.set(catalog, loading)
  }
  return loading
}

/** Whether every catalog's Korean loads with it: the server's, which renders either language. */
let everyLanguage = false

/** Whether each catalog's Korean loads with it: when Korean is on, and always on the server. */
const wantsKorean = () => (import.meta.env.SSR && everyLanguage) || i18n.locale === 'ko'

/**
 * Korean particles after a value fit the value (particles.ts): every text, <Trans> included, is
 * translated through `_` or `t`.
 */
function withKoreanParticles(speaker: I18n): I18n {
  const translate = speaker._.bind(speaker)
  speaker._ = speaker.t = ((...args: Parameters<typeof translate>) => {
    const text = translate(...args)
    return speaker.locale === 'ko' && fitParticles ? fitParticles(text) : text
  }) as typeof translate
  return speaker
}

withKoreanParticles(i18n)
// The language is known before any folder registers its catalog, so a screen first renders in it:
// on a page the server rendered, the language it rendered it in (rendered-page.ts).
i18n.load({ en: {}, ko: {} })
i18n.activate(renderedFor()?.locale ?? preferredLocale())
if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale

/**
 * Called by each folder's `catalog.ts` as its code loads (every file with texts imports it): the
 * English is there at once, the Korean starts downloading when Korean is on (on the server, always).
 */
export function registerCatalog(catalog: Catalog): void {
  if (catalogs.has(catalog)) return
  catalogs.add(catalog)
  load('en', catalog.en)
  if (wantsKorean()) void loadKorean(catalog)
}

/**
 * Resolves once every catalog loaded so far has its messages in the current language (on the
 * server, in both): awaited before the first render and by each lazily loaded component, so no
 * text shows untranslated.
 */
export async function catalogsReady(): Promise<void> {
  if (wantsKorean()) await Promise.all([loadParticles(), ...[...catalogs].map(loadKorean)])
}

/** Switches every text on the page, and remembers the choice (settings, landing). */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === 'ko') await Promise.all([loadParticles(), ...[...catalogs].map(loadKorean)])
  rememberLocale(locale)
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/**
 * The server's side, once: every catalog's Korean loads with it, loaded so far or later, since
 * any page may be rendered in either language.
 */
export function speakEveryLanguage(): void {
  everyLanguage = true
  void loadParticles()
  for (const catalog of catalogs) void loadKorean(catalog)
}

/**
 * The server's side: an i18n of a render's own, in `locale`, with every text loaded so far and
 * those of the code its screen loads while it renders, until `release`. The app's `i18n` is never
 * switched there: pages in either language render side by side.
 */
export function speakerFor(locale: Locale): { i18n: I18n; release: () => void } {
  const speaker = setupI18n({ locale, messages: { [locale]: { ...loaded[locale] } } })
  renders.add(withKoreanParticles(speaker))
  return { i18n: speaker, release: () => renders.delete(speaker) }
}

export { i18n }
