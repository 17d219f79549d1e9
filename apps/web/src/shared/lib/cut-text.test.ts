import { describe, expect, it } from 'vitest'
import { countCharacters, cutText } from './cut-text.ts'

describe('cutText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutText('hello', 200)).toBe('hello')
    expect(cutText('a'.repeat(200), 200)).toHaveLength(200)
  })

  it('cuts a longer text at the limit', () => {
    expect(cutText('a'.repeat(250), 200)).toBe('a'.repeat(200))
  })

  it('counts a Korean syllable or an emoji as one character, never halving one', () => {
    expect(cutText('안녕하세요', 3)).toBe('안녕하')
    expect(cutText('👋👋👋', 2)).toBe('👋👋')
    expect(countCharacters('👋안')).toBe(2)
  })
})
