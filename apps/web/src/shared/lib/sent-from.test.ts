import { describe, expect, it } from 'vitest'
import { SENT_FROM_PARAM, sentFromOf } from './sent-from.ts'

const from = (value: string) => sentFromOf(new URLSearchParams({ [SENT_FROM_PARAM]: value }))

describe('the page a wallet comes back to', () => {
  it('is the page it was sent from, with its query', () => {
    expect(from('/friendlist?user=0xabc')).toBe('/friendlist?user=0xabc')
    expect(from('/settings')).toBe('/settings')
  })

  it('is never another site, an unknown page or the landing', () => {
    for (const value of [
      'https://evil.example/memap',
      '//evil.example/memap',
      'memap',
      '/nope',
      '/',
      '/landing?x=1',
    ])
      expect(from(value)).toBeNull()
    expect(sentFromOf(new URLSearchParams())).toBeNull()
  })
})
