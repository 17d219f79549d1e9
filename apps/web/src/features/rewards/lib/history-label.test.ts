import { WHOOM_HISTORY_TYPES } from '@memap/shared/economy'
import { describe, expect, it } from 'vitest'
import { historyLabel } from './history-label.ts'

describe('historyLabel', () => {
  it('names each movement in words', () => {
    expect(historyLabel('mint_nft')).toBe('MeMap minted')
    expect(historyLabel('friend_request_rejection')).toBe('Friend request refunded')
    expect(historyLabel('withdraw')).toBe('Withdrawn to your wallet')
  })

  it('never shows a raw type name, even for a type it does not know', () => {
    for (const type of WHOOM_HISTORY_TYPES) expect(historyLabel(type)).not.toContain('_')
    expect(historyLabel('badge_refund')).toBe('Badge refund')
  })
})
