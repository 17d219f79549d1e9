import { setupI18n } from '@lingui/core'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import { describe, expect, it } from 'vitest'
import { ApiError, type RefusalAnswer } from '../../../shared/lib/api-errors.ts'
import { messages as english } from '../locales/en.po'
import { messages as korean } from '../locales/ko.po'
import { signedPurchaseRefusal } from './signed-refusal.ts'

const en = setupI18n({ locale: 'en', messages: { en: english } })
const ko = setupI18n({ locale: 'ko', messages: { ko: korean } })
const refusal = (answer: RefusalAnswer) =>
  signedPurchaseRefusal(
    new ApiError(409, 'words the server may reword', { path: '/badge/purchase-signed' }, answer),
  )

describe("the server's refusals of a signed purchase", () => {
  it('are told in words of their own, by code, in English and Korean', () => {
    const price = refusal({ code: 'price_changed', values: { now: 6, before: 5 } })
    expect(price && en._(price.title)).toBe('The price changed')
    expect(price && en._(price.message)).toBe(
      'This badge now costs 6 Whoom, not 5. Look at the new price, then buy it again.',
    )
    expect(price && ko._(price.message)).toMatch(/6 Whoom.*[가-힣]/)
    const codes: RefusalCode[] = [
      'signature_used',
      'signature_expired',
      'signature_mismatch',
      'badge_purchase_pending',
    ]
    for (const code of codes) {
      const words = refusal({ code })
      expect(words, code).toBeDefined()
      expect(words && ko._(words.title)).toMatch(/[가-힣]/)
      expect(words && ko._(words.message)).toMatch(/[가-힣]/)
    }
  })

  it('leave any other refusal to the error dialog', () => {
    expect(refusal({ code: 'badge_owned' })).toBeUndefined()
    expect(refusal({})).toBeUndefined()
    expect(signedPurchaseRefusal(new Error('boom'))).toBeUndefined()
  })
})
