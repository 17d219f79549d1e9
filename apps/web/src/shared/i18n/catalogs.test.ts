import { describe, expect, it } from 'vitest'
import { catalogsReady, i18n, registerCatalog, speakEveryLanguage, speakerFor } from './catalogs.ts'

// The server's renders (src/entry-server.tsx), each with an i18n of its own: pages in English and
// in Korean render side by side, and a part whose code loads as they render brings its texts.

/** A render's text for `id` (through a variable: Lingui's extractor takes a literal id for the app's). */
const said = (speaker: { i18n: { _: (id: string) => string } }, id: string) => speaker.i18n._(id)

const catalog = (id: string, english: string, korean: string) => ({
  en: { [id]: english },
  ko: async () => ({ messages: { [id]: korean } }),
})

describe("a render's own i18n", () => {
  it('speaks its language beside another, with the texts of code loaded as it renders', async () => {
    speakEveryLanguage()
    registerCatalog(catalog('before', 'Loaded before', '사과(이)가 먼저'))
    await catalogsReady()
    const korean = speakerFor('ko')
    const english = speakerFor('en')
    expect(said(korean, 'before')).toBe('사과가 먼저')
    expect(said(english, 'before')).toBe('Loaded before')

    registerCatalog(catalog('while', 'Loaded while rendering', '렌더링 중'))
    await catalogsReady()
    expect(said(korean, 'while')).toBe('렌더링 중')
    expect(said(english, 'while')).toBe('Loaded while rendering')
    // The app's own i18n is never switched for a render.
    expect(i18n.locale).toBe('en')

    // A render done is fed no more.
    korean.release()
    registerCatalog(catalog('after', 'Loaded after', '나중에'))
    await catalogsReady()
    expect(said(korean, 'after')).toBe('after')
    expect(said(english, 'after')).toBe('Loaded after')
    english.release()
  })
})
