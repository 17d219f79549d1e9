import { describe, expect, it } from 'vitest'
import { TYPING_INTERVAL_MS, typedText } from './typing.ts'

describe('typedText', () => {
  it('shows one more letter every 100 ms', () => {
    expect(TYPING_INTERVAL_MS).toBe(100)
    expect(typedText('Happy', 0)).toBe('H')
    expect(typedText('Happy', 99)).toBe('H')
    expect(typedText('Happy', 100)).toBe('Ha')
    expect(typedText('Happy', 350)).toBe('Happ')
    expect(typedText('Happy', 400)).toBe('Happy')
    expect(typedText('Happy', 10_000)).toBe('Happy')
  })

  it('counts letters, not UTF-16 units', () => {
    expect(typedText('기쁨😀', 200)).toBe('기쁨😀')
    expect(typedText('기쁨😀', 100)).toBe('기쁨')
  })

  it('shows nothing for no text', () => {
    expect(typedText('', 500)).toBe('')
  })
})
