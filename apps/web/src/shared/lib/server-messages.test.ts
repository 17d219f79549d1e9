import { setupI18n } from '@lingui/core'
import { INSUFFICIENT_FOR_FRIEND_REQUEST } from '@memap/shared/economy'
import { IMAGE_TYPE_MESSAGE } from '@memap/shared/limits'
import {
  NAME_CHARACTERS_MESSAGE,
  NAME_INVISIBLE_MESSAGE,
  NAME_LENGTH_MESSAGE,
  NAME_TAKEN_MESSAGE,
  SVN_MESSAGE,
} from '@memap/shared/rules'
import { describe, expect, it } from 'vitest'
import { i18n } from '../i18n/catalogs.ts'
import { messages as korean } from '../locales/ko.po'
import { ApiError } from './api-errors.ts'
import { refusalOf } from './refusal.ts'
import { knownServerMessage, SERVER_MESSAGES, serverMessageText } from './server-messages.ts'

const ko = setupI18n({ locale: 'ko', messages: { ko: korean } })
const refused = (status: number, message: string, language = i18n) =>
  refusalOf(new ApiError(status, message, { path: '/x' }), language)

/** How the error dialog showed any refusal before it was translated: a sentence, a field's label. */
const LABELS: Record<string, string> = {
  user_name: 'Name',
  user_description: 'Description',
  svn: 'SNV',
  file: 'Photo',
  custom_url: 'Link',
  description: 'Reason',
  transaction: 'Payment',
  badgeIds: 'Badges',
  emotionId: 'Emotion',
}
function asSentence(message: string): string {
  const sentence = (text: string) => {
    const ended = /[.!?]$/.test(text) ? text : `${text}.`
    return `${ended.charAt(0).toUpperCase()}${ended.slice(1)}`
  }
  const field = /^([A-Za-z_]+): (.+)$/.exec(message)
  const label = field ? LABELS[field[1] ?? ''] : undefined
  return label ? `${label}: ${sentence(field?.[2] ?? '')}` : sentence(message)
}

describe("the server's refusals, translated", () => {
  it('read in English as the dialog always showed them', () => {
    const exact = SERVER_MESSAGES.map(({ id }) => id).filter((id) => !id.includes('{'))
    expect(exact.length).toBeGreaterThan(50)
    for (const message of [...exact, NAME_TAKEN_MESSAGE]) {
      expect(knownServerMessage(i18n, message)).toBe(asSentence(message))
      expect(refused(409, message)?.message).toBe(asSentence(message))
    }
    for (const message of [
      'a member may have at most 20 friends',
      'badgeIds: you do not own badge 7',
      'the daily upload limit of 10 images has been reached; try again tomorrow (Seoul time)',
    ]) {
      expect(refused(400, message)?.message).toBe(asSentence(message))
    }
  })

  it('are keyed by the words of the shared rules the server answers with', () => {
    for (const message of [
      NAME_TAKEN_MESSAGE,
      INSUFFICIENT_FOR_FRIEND_REQUEST,
      `svn: ${SVN_MESSAGE}`,
      `user_name: ${NAME_LENGTH_MESSAGE}`,
      `user_name: ${NAME_CHARACTERS_MESSAGE}`,
      `user_name: ${NAME_INVISIBLE_MESSAGE}`,
    ]) {
      expect(knownServerMessage(i18n, message)).toBeDefined()
    }
  })

  it('show in Korean, each of them', () => {
    for (const { id } of SERVER_MESSAGES)
      expect(ko._(id, { limit: 9, badge: 7 })).toMatch(/[가-힣]/)
    expect(knownServerMessage(ko, NAME_TAKEN_MESSAGE)).toBe('이미 있는 이름이에요.')
    expect(refused(409, 'you already reported this; a moderator will look at it', ko)).toEqual({
      title: '처리되지 않았어요',
      message: '이미 신고했어요. 운영자가 확인할 거예요.',
    })
    expect(refused(409, "today's emotion is already posted", ko)?.title).toBe(
      '오늘은 이미 올렸어요',
    )
    expect(refused(400, `file: ${IMAGE_TYPE_MESSAGE}`, ko)?.message).toBe(
      'JPEG, PNG, WEBP 형식만 지원해요.',
    )
    expect(refused(429, 'too many requests; try again in 42 s', ko)?.message).toBe(
      '42초 후에 다시 시도해 주세요.',
    )
    expect(refused(409, 'a member may have at most 20 friends', ko)?.message).toBe(
      '친구는 최대 20명까지 둘 수 있어요.',
    )
  })

  it('leave an unknown refusal in the server’s words, its field by its label', () => {
    expect(refused(400, 'user_description: is out of this world', ko)).toEqual({
      title: '처리되지 않았어요',
      message: '소개: Is out of this world.',
    })
    expect(refused(400, 'something new', ko)?.message).toBe('Something new.')
  })

  it('show as they came where a screen shows them raw: in English as is, else translated', () => {
    const message = 'the balance changed; try again'
    expect(serverMessageText(i18n, message)).toBe(message)
    expect(serverMessageText(ko, message)).toBe('잔액이 바뀌었어요. 다시 시도해 주세요.')
    expect(serverMessageText(ko, 'never heard of it')).toBe('never heard of it')
  })
})
