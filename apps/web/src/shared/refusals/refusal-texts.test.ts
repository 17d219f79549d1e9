import { setupI18n } from '@lingui/core'
import { REFUSAL_CODES, type RefusalCode } from '@memap/shared/refusal-codes'
import { describe, expect, it } from 'vitest'
import { i18n } from '../i18n/catalogs.ts'
import { ApiError, type RefusalAnswer } from '../lib/api-errors.ts'
import { messages as english } from './locales/en.po'
import { messages as korean } from './locales/ko.po'
import { refusalOf } from './refusal.ts'
import { REFUSAL_TEXTS, refusalText, refusalTextId } from './refusal-texts.ts'

const en = setupI18n({ locale: 'en', messages: { en: english } })
const ko = setupI18n({ locale: 'ko', messages: { ko: korean } })
const CODES = Object.keys(REFUSAL_CODES) as RefusalCode[]
const refusal = (status: number, words: string, answer: RefusalAnswer) =>
  new ApiError(status, words, { path: '/x' }, answer)

describe("the server's refusals, by code", () => {
  it('have an English and a Korean text, each of them', () => {
    expect(Object.keys(REFUSAL_TEXTS).sort()).toEqual([...CODES].sort())
    for (const code of CODES) {
      const id = refusalTextId(code)
      expect(REFUSAL_TEXTS[code].id, code).toBe(id)
      expect(Object.hasOwn(english, id), `${code} in English`).toBe(true)
      expect(Object.hasOwn(korean, id), `${code} in Korean`).toBe(true)
      const values = { limit: 9, badge: 7, seconds: 3, size: '10 MB', now: 5 }
      expect(en._(id, { ...values, field: 'Name' }), code).toMatch(/^[A-Z0-9]/)
      expect(ko._(id, { ...values, field: '이름' }), code).toMatch(/[가-힣]/)
    }
  })

  it('read by their code and figures, whatever the server’s sentence says', () => {
    const taken = refusal(409, 'a sentence reworded since', { code: 'name_taken' })
    expect(refusalText(ko, taken)).toBe('이미 있는 이름이에요.')
    expect(refusalText(en, taken)).toBe('Already exists name.')
    const limit = refusal(409, 'whatever', { code: 'friend_limit', values: { limit: 20 } })
    expect(refusalOf(limit, ko)).toEqual({
      title: '처리되지 않았어요',
      message: '친구는 최대 20명까지 둘 수 있어요.',
    })
    const reported = refusal(409, 'you already reported this', { code: 'already_reported' })
    expect(refusalOf(reported, ko)?.message).toBe('이미 신고했어요. 운영자가 확인할 거예요.')
  })

  it('name a field by the label the screens give it', () => {
    const field = refusal(400, 'user_description: is out of this world', {
      code: 'invalid_field',
      field: 'user_description',
    })
    expect(refusalOf(field, ko)?.message).toBe('소개: 입력한 내용을 확인하고 다시 시도해 주세요.')
    expect(refusalOf(field, i18n)?.message).toBe('Description: please check it and try again.')
  })

  it('have words of their own where a title says more', () => {
    expect(refusalOf(refusal(409, 'x', { code: 'emotion_posted_today' }), ko)?.title).toBe(
      '오늘은 이미 올렸어요',
    )
    expect(refusalOf(refusal(400, 'x', { code: 'image_type', field: 'file' }), ko)?.message).toBe(
      'JPEG, PNG, WEBP 형식만 지원해요.',
    )
    const limited = refusal(429, 'x', { code: 'rate_limited', values: { seconds: 42 } })
    expect(refusalOf(limited, ko)?.message).toBe('42초 후에 다시 시도해 주세요.')
  })

  it('keep the server’s sentence for a code this app does not know (a newer server)', () => {
    const newer = refusal(409, 'something new', { code: 'brand_new' as RefusalCode })
    expect(refusalText(ko, newer)).toBeUndefined()
    expect(refusalOf(newer, ko)?.message).toBe('something new')
    expect(refusalOf(refusal(400, 'no code at all', {}), ko)?.message).toBe('no code at all')
  })
})
