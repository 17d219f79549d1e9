import { describe, expect, it } from 'vitest'
import { profileTarget } from './profile-target.ts'

const OWN = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('profileTarget', () => {
  it('takes ?user= first, then the own wallet', () => {
    expect(profileTarget(OTHER, OWN)).toEqual({ kind: 'wallet', address: OTHER })
    expect(profileTarget(OTHER, null)).toEqual({ kind: 'wallet', address: OTHER })
    expect(profileTarget(null, OWN)).toEqual({ kind: 'wallet', address: OWN })
    expect(profileTarget('', OWN)).toEqual({ kind: 'wallet', address: OWN })
  })

  it('takes an address in any letter case, as the API does', () => {
    expect(profileTarget(OTHER.toLowerCase(), null)).toEqual({
      kind: 'wallet',
      address: OTHER.toLowerCase(),
    })
  })

  it('has nobody without any of them', () => {
    expect(profileTarget(null, null)).toEqual({ kind: 'none' })
    expect(profileTarget('', null)).toEqual({ kind: 'none' })
  })

  it('tells a user that is not a wallet address apart', () => {
    expect(profileTarget('alice', null)).toEqual({ kind: 'invalid' })
    expect(profileTarget(`${OTHER}0`, null)).toEqual({ kind: 'invalid' })
  })
})
