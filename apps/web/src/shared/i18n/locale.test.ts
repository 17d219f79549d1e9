import { describe, expect, it } from 'vitest'
import { acceptedLanguages, preferredLocale } from './locale.ts'

describe('the language of a page the server renders', () => {
  it('reads Accept-Language most wanted first, leaving out what the browser refuses', () => {
    expect(acceptedLanguages('en;q=0.5, ko-KR, ko;q=0.9, fr;q=0')).toEqual(['ko-KR', 'ko', 'en'])
    expect(acceptedLanguages('*')).toEqual([])
    expect(acceptedLanguages(undefined)).toEqual([])
  })

  it('keeps the header’s order between equal weights', () => {
    expect(acceptedLanguages('fr, ko, en')).toEqual(['fr', 'ko', 'en'])
  })

  it("speaks the member's choice, else the first language of the header MeMap speaks", () => {
    expect(preferredLocale(acceptedLanguages('fr-FR, ko;q=0.8, en;q=0.7'), undefined)).toBe('ko')
    expect(preferredLocale(acceptedLanguages('ko-KR'), 'en')).toBe('en')
    expect(preferredLocale(acceptedLanguages('ko-KR'), 'de')).toBe('ko')
    expect(preferredLocale(acceptedLanguages('de'), undefined)).toBe('en')
  })
})
