import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { messages as english } from '../locales/en.po'
import { messages as korean } from '../locales/ko.po'
import { signedPurchaseRefusal } from './signed-refusal.ts'

const en = setupI18n({ locale: 'en', messages: { en: english } })
const ko = setupI18n({ locale: 'ko', messages: { ko: korean } })
const refusal = (message: string) =>
  signedPurchaseRefusal(new ApiError(409, message, { path: '/badge/purchase-signed' }))

// The server's exact words (apps/api/src/modules/badges/signed-purchase.ts).
const SIGN_AGAIN = 'ask for a new one and sign the purchase again'

describe("the server's refusals of a signed purchase", () => {
  it('are told in words of their own, in English and Korean', () => {
    const price = refusal(`price: the badge now costs 6 Whoom, not 5; ${SIGN_AGAIN}`)
    expect(price && en._(price.title)).toBe('The price changed')
    expect(price && en._(price.message)).toBe(
      'This badge now costs 6 Whoom, not 5. Look at the new price, then buy it again.',
    )
    expect(price && ko._(price.message)).toMatch(/6 Whoom.*[가-힣]/)
    for (const message of [
      `signature: this signature was already used; ${SIGN_AGAIN}`,
      `deadline: the signature has expired; ${SIGN_AGAIN}`,
      `signature: it is not this wallet's signature of the purchase of Dreamer for 5 Whoom; ${SIGN_AGAIN}`,
      `signature: the token does not take it as this wallet's; ${SIGN_AGAIN}`,
      'a badge purchase of yours is on its way; wait until it is done',
    ]) {
      const words = refusal(message)
      expect(words, message).toBeDefined()
      expect(words && ko._(words.title)).toMatch(/[가-힣]/)
      expect(words && ko._(words.message)).toMatch(/[가-힣]/)
    }
  })

  it('leave any other refusal to the error dialog', () => {
    expect(refusal('you already own this badge')).toBeUndefined()
    expect(signedPurchaseRefusal(new Error('boom'))).toBeUndefined()
  })
})
