import { i18n } from '@lingui/core'
import { WHOOM_HISTORY_TYPES } from '@memap/shared/economy'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as korean } from '../locales/ko.po'
import { historyLabel } from './history-label.ts'

describe('historyLabel', () => {
  afterEach(() => i18n.activate('en'))

  it('names each movement in words', () => {
    i18n.activate('en')
    expect(historyLabel('mint_nft', i18n)).toBe('MeMap minted')
    expect(historyLabel('friend_request_rejection', i18n)).toBe('Friend request refunded')
    expect(historyLabel('withdraw', i18n)).toBe('Withdrawn to your wallet')
  })

  it('never shows a raw type name, even for a type it does not know', () => {
    i18n.activate('en')
    for (const type of WHOOM_HISTORY_TYPES) expect(historyLabel(type, i18n)).not.toContain('_')
    expect(historyLabel('badge_refund', i18n)).toBe('Badge refund')
  })

  it('names each movement in Korean too', () => {
    i18n.load('ko', korean)
    i18n.activate('ko')
    for (const type of WHOOM_HISTORY_TYPES) {
      expect(historyLabel(type, i18n)).toMatch(/[가-힣]/)
    }
  })
})
