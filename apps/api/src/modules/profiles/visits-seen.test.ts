import { describe, expect, it } from 'vitest'
import { testWallet } from '../../test/wallets.ts'
import { visitsSeenToday } from './visits-seen.ts'

const profile = testWallet(1)
const other = testWallet(2)
const ann = testWallet(3)
const bob = testWallet(4)
const cat = testWallet(5)

describe('visitsSeenToday', () => {
  it('remembers a visit for its day only', () => {
    const seen = visitsSeenToday()
    expect(seen.has('2026-11-22', profile, ann)).toBe(false)
    seen.add('2026-11-22', profile, ann)
    expect(seen.has('2026-11-22', profile, ann)).toBe(true)
    expect(seen.has('2026-11-22', profile, bob)).toBe(false)
    expect(seen.has('2026-11-22', other, ann)).toBe(false)
    expect(seen.has('2026-11-23', profile, ann)).toBe(false)
    seen.add('2026-11-23', profile, bob)
    expect(seen.has('2026-11-22', profile, ann)).toBe(false)
  })

  it('starts again past its limit, so that memory stays bounded', () => {
    const seen = visitsSeenToday(2)
    seen.add('2026-11-22', profile, ann)
    seen.add('2026-11-22', profile, bob)
    seen.add('2026-11-22', profile, cat)
    expect(seen.has('2026-11-22', profile, ann)).toBe(false)
    expect(seen.has('2026-11-22', profile, cat)).toBe(true)
  })
})
