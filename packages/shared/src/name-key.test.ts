import { describe, expect, it } from 'vitest'
import { deriveNameFolds } from '../scripts/name-folds.ts'
import { NAME_FOLDS } from './name-folds.ts'
import { nameKey } from './name-key.ts'
import { cleanName } from './rules.ts'

describe('nameKey', () => {
  it('folds with a table still derived from the confusables data (npm run name-folds)', () => {
    expect(new Map(NAME_FOLDS)).toEqual(deriveNameFolds())
  })

  it('is one for look-alike letters, letter case, separators and forms', () => {
    const key = nameKey('Bob Smith')
    for (const same of [
      'B0b Smith',
      'Bob Srnith',
      'BobSmith',
      'Bob_Smith',
      'bob-smith',
      ' BOB  SMITH ',
      'B O B S M I T H',
      'ＢｏｂＳｍｉｔｈ',
      'BOB SMlTH',
      'BOB SM1TH',
    ]) {
      expect(nameKey(same), same).toBe(key)
    }
    expect(new Set(['l', 'I', '1', 'i', 'L'].map(nameKey)).size).toBe(1)
    expect(nameKey('rn')).toBe(nameKey('m'))
    expect(nameKey('RN')).toBe(nameKey('M'))
    expect(nameKey('Walter')).toBe(nameKey('VValter'))
    expect(nameKey('O')).toBe(nameKey('0'))
    // Korean: one letter drawn as two (ㄲ as ㄱㄱ), a compatibility jamo as the conjoining one.
    expect(nameKey('까치')).toBe(nameKey('ㄱ가치'))
    expect(nameKey('ㄱ')).toBe(nameKey('\u1100'))
    expect(nameKey('한글 이름')).toBe(nameKey('한글_이름'))
  })

  it('keeps apart names that read differently', () => {
    for (const [a, b] of [
      ['Bob Smith', 'Rob Smith'],
      ['Ann', 'Anna'],
      ['rn', 'nr'],
      ['vv', 'uu'],
      ['가나', '나가'],
      ['한글', '한굴'],
    ]) {
      expect(nameKey(a ?? ''), `${a} / ${b}`).not.toBe(nameKey(b ?? ''))
    }
  })

  it('is its own key, for every character a name may hold', () => {
    for (let point = 0; point <= 0x10ffff; point++) {
      const char = String.fromCodePoint(point)
      if (cleanName(char) !== char) continue
      const key = nameKey(char)
      expect(nameKey(key), char).toBe(key)
    }
  })

  it('is the skeleton in lower case, without separators', () => {
    expect(nameKey('Bob Smith')).toBe('bobsrnlth')
    expect(nameKey('Kim Min-ji_02')).toBe('klrnrnlnjlo2')
    // The final consonant of 한 and 글 is drawn as the first one of a syllable, ㅡ as ー.
    expect(nameKey('한글')).toBe('하\u1102\u1100\u30fc\u1105')
  })
})
