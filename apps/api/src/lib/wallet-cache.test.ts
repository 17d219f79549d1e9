import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WalletCache } from './wallet-cache.ts'

describe('WalletCache', () => {
  it('answers what was stored until its wallet is dropped', () => {
    const cache = new WalletCache<string>(10)
    cache.set('key', ['alice'], cache.begin(), 'profile')
    expect(cache.get('key')).toBe('profile')
    cache.drop(['bob'])
    expect(cache.get('key')).toBe('profile')
    cache.drop(['alice'])
    expect(cache.get('key')).toBeUndefined()
  })

  it('never answers a value read before a drop and stored after it', () => {
    const cache = new WalletCache<string>(10)
    const readAt = cache.begin()
    // The write commits and is dropped while the read is in flight.
    cache.drop(['alice'])
    cache.set('key', ['alice'], readAt, 'old')
    expect(cache.get('key')).toBeUndefined()
    // A read begun after the drop is current.
    cache.set('key', ['alice'], cache.begin(), 'new')
    expect(cache.get('key')).toBe('new')
  })

  it('treats a value as stale once the drops since its read are too many to remember', () => {
    const cache = new WalletCache<string>(2)
    const readAt = cache.begin()
    cache.drop(['alice', 'bob', 'carol'])
    // alice's drop is forgotten, yet her value read before it is not answered.
    cache.set('key', ['alice'], readAt, 'old')
    expect(cache.get('key')).toBeUndefined()
  })

  it('forgets everything at dropAll, and values past their expiry', () => {
    const cache = new WalletCache<string>(10)
    cache.set('a', ['alice'], cache.begin(), 'a')
    const readAt = cache.begin()
    cache.dropAll()
    cache.set('b', ['bob'], readAt, 'b')
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined])
    cache.set('c', ['carol'], cache.begin(), 'c', 1000)
    expect(cache.get('c', 999)).toBe('c')
    expect(cache.get('c', 1000)).toBeUndefined()
  })

  it('drops a value read of two wallets when either changes', () => {
    const cache = new WalletCache<string>(10)
    cache.set('pair', ['alice', 'bob'], cache.begin(), 'friends')
    expect(cache.get('pair')).toBe('friends')
    cache.drop(['bob'])
    expect(cache.get('pair')).toBeUndefined()
  })

  it('keeps at most max values, evicting the least recently used', () => {
    const cache = new WalletCache<string>(2)
    cache.set('a', ['alice'], cache.begin(), 'a')
    cache.set('b', ['bob'], cache.begin(), 'b')
    cache.get('a')
    cache.set('c', ['carol'], cache.begin(), 'c')
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['a', undefined, 'c'])
  })

  it('never evicts a value read at least once every max/2 stores, and holds at most max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 300 }),
        (max, storedKeys) => {
          const cache = new WalletCache<number>(max)
          cache.set('hot', ['hot'], cache.begin(), -1)
          storedKeys.forEach((key, index) => {
            cache.set(String(key), [String(key)], cache.begin(), key)
            if ((index + 1) % Math.floor(max / 2) === 0) expect(cache.get('hot')).toBe(-1)
          })
          const held = [...new Set(storedKeys)].filter((key) => cache.get(String(key)) === key)
          expect(held.length + 1).toBeLessThanOrEqual(max)
        },
      ),
    )
  })
})
