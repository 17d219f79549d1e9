import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../shared/i18n/catalogs.ts'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { messages as korean } from '../../../shared/locales/ko.po'
import { customUrlRefusalText } from './custom-url.ts'

const ko = setupI18n({ locale: 'ko', messages: { ko: korean } })
const SERVER_WORDS = 'custom_url: must be an http or https URL'
const refused = new ApiError(400, SERVER_WORDS, { path: '/profile/updateCustomURL' })

describe('the custom link notice of a refused save', () => {
  it("shows the server's words in English, as they came", () => {
    expect(customUrlRefusalText(refused, i18n)).toBe(SERVER_WORDS)
  })

  it('translates a refusal the app knows in Korean, as the other refusals are', () => {
    const text = customUrlRefusalText(refused, ko)
    expect(text).not.toBe(SERVER_WORDS)
    expect(text).toBe(ko._(SERVER_WORDS))
  })

  it('says the link was not saved when the server gave no reason', () => {
    expect(customUrlRefusalText(new Error('offline'), i18n)).toBe(
      'The link could not be saved. Please try again.',
    )
  })
})
