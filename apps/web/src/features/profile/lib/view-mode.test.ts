import type { Address } from '@memap/shared/address'
import { describe, expect, it } from 'vitest'
import { viewMode } from './view-mode.ts'

const ann = '0x00000000000000000000000000000000000000aA' as Address
const bob = '0x00000000000000000000000000000000000000bB' as Address

describe('viewMode', () => {
  it('is the own page whatever the case of the address', () => {
    expect(viewMode(ann, ann.toLowerCase() as Address, 0)).toBe('own')
  })

  it('follows FriendType for another member', () => {
    expect(viewMode(ann, bob, 2)).toBe('friend')
    expect(viewMode(ann, bob, 1)).toBe('pending')
    expect(viewMode(ann, bob, 0)).toBe('stranger')
  })

  it('is a visitor when nobody is logged in', () => {
    expect(viewMode(null, bob, 0)).toBe('visitor')
  })
})
