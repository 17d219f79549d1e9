import { describe, expect, it } from 'vitest'
import { returnsFromLinking } from './linking-return.ts'

describe('returnsFromLinking', () => {
  it('knows the X callback and the Telegram login by their parameters', () => {
    expect(returnsFromLinking({ search: '?user=0xabc&TwitterHandle=xena', hash: '' })).toBe(true)
    expect(returnsFromLinking({ search: '', hash: '#tgAuthResult=e30' })).toBe(true)
  })

  it('leaves an ordinary visit alone', () => {
    expect(returnsFromLinking({ search: '?user=0xabc', hash: '' })).toBe(false)
    expect(returnsFromLinking({ search: '', hash: '#top' })).toBe(false)
  })
})
