import { describe, expect, it } from 'vitest'
import { EMPTY_SIGN_UP_DRAFT, parseSessionState } from './session-store.ts'

const stored = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  name: 'Ann',
  emotionShow: false,
  signUp: { ...EMPTY_SIGN_UP_DRAFT, name: 'Ann', description: 'Hi' },
}

describe('parseSessionState', () => {
  it('reads back the state the app stored', () => {
    expect(parseSessionState(stored)).toEqual(stored)
    expect(parseSessionState({ ...stored, address: null, name: null })).toMatchObject({
      address: null,
      name: null,
    })
  })

  it('keeps only the fields of the sign-up draft', () => {
    const parsed = parseSessionState({ ...stored, signUp: { ...stored.signUp, extra: 'x' } })
    expect(Object.keys(parsed?.signUp ?? {}).sort()).toEqual(
      Object.keys(EMPTY_SIGN_UP_DRAFT).sort(),
    )
  })

  it('ignores an old or corrupt value', () => {
    for (const value of [
      null,
      'text',
      { ...stored, address: '0x1234' },
      { ...stored, address: 42 },
      { ...stored, emotionShow: 'yes' },
      { ...stored, signUp: { ...stored.signUp, imageSrc: null } },
      { address: stored.address },
    ]) {
      expect(parseSessionState(value)).toBeNull()
    }
  })
})
