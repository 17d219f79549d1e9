import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../shared/i18n/catalogs.ts'
import { ApiError } from '../../../../shared/lib/api-errors.ts'
import { messages as korean } from '../../../../shared/refusals/locales/ko.po'
import { customUrlRefusalText } from './custom-url.ts'

const ko = setupI18n({ locale: 'ko', messages: { ko: korean } })
const refused = new ApiError(
  400,
  'custom_url: words the server may reword',
  { path: '/profile/updateCustomURL' },
  { code: 'custom_url_invalid', field: 'custom_url' },
)

describe('the custom link notice of a refused save', () => {
  it('says why by the refusal’s code, in English', () => {
    expect(customUrlRefusalText(refused, i18n)).toBe('Link: Must be an http or https URL.')
  })

  it('and in Korean', () => {
    expect(customUrlRefusalText(refused, ko)).toBe('링크: http 또는 https 주소여야 해요.')
  })

  it('says the link was not saved when the server gave no reason', () => {
    expect(customUrlRefusalText(new Error('offline'), i18n)).toBe(
      'The link could not be saved. Please try again.',
    )
  })
})
