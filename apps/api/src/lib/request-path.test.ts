import { describe, expect, it } from 'vitest'
import { isApiPath, normalisedPath } from './request-path.ts'

describe('a path no route matched, read the widest way', () => {
  it('decodes, collapses slashes and reads the API prefix in any case', () => {
    expect(normalisedPath('/%760/profile/update')).toBe('/v0/profile/update')
    expect(normalisedPath('//V0//a%2Fb?x=/v1#y')).toBe('/v0/a/b')
    expect(normalisedPath('/%56%30')).toBe('/v0')
    expect(normalisedPath('http://memap.example//v0/x?y')).toBe('/v0/x')
  })

  it('leaves other paths their letters, and an undecodable one as sent', () => {
    expect(normalisedPath('/V0x/About')).toBe('/V0x/About')
    expect(normalisedPath('/memap?user=0xAB')).toBe('/memap')
    expect(normalisedPath('/%E0%A4%A/x')).toBe('/%E0%A4%A/x')
  })

  it('tells the API from the pages', () => {
    expect(isApiPath('/v0')).toBe(true)
    expect(isApiPath('/v0/nft/:tokenId')).toBe(true)
    expect(isApiPath('/v0x')).toBe(false)
    expect(isApiPath('/memap')).toBe(false)
  })
})
