import { describe, expect, it } from 'vitest'
import { finalConsonant, withParticle, withParticles } from './particles.ts'

describe('Korean particles after a name', () => {
  it('reads the last sound of Hangul, digits and Latin letters', () => {
    expect(finalConsonant('민준')).toBe(4)
    expect(finalConsonant('지우')).toBe(0)
    expect(finalConsonant('하늘')).toBe(8)
    expect(finalConsonant('Room 7')).toBe(8)
    expect(finalConsonant('Ann')).not.toBe(0)
    expect(finalConsonant('Bo')).toBe(0)
  })

  it('picks each pair’s form', () => {
    expect(withParticle('민준', '이/가')).toBe('민준이')
    expect(withParticle('지우', '이/가')).toBe('지우가')
    expect(withParticle('민준', '을/를')).toBe('민준을')
    expect(withParticle('지우', '은/는')).toBe('지우는')
    expect(withParticle('민준', '과/와')).toBe('민준과')
    expect(withParticle('지우', '과/와')).toBe('지우와')
    // 으로 after a final ㄹ is 로, as after a vowel.
    expect(withParticle('하늘', '으로/로')).toBe('하늘로')
    expect(withParticle('민준', '으로/로')).toBe('민준으로')
    expect(withParticle('지우', '이에요/예요')).toBe('지우예요')
    expect(withParticle('민준', '이에요/예요')).toBe('민준이에요')
  })

  it('resolves the notations of a Korean text, past a link’s closing tag', () => {
    expect(withParticles('내 이름이 지우(으)로 바뀌었어요.')).toBe('내 이름이 지우로 바뀌었어요.')
    expect(withParticles('내 이름이 민준(으)로 바뀌었어요.')).toBe('내 이름이 민준으로 바뀌었어요.')
    expect(withParticles('<0>민준</0>(이)가 왔어요')).toBe('<0>민준</0>이 왔어요')
    expect(withParticles('<0>지우</0>(을)를 응원했어요')).toBe('<0>지우</0>를 응원했어요')
    expect(withParticles('이름: 지우(이)에요')).toBe('이름: 지우예요')
    // A quoted word is judged by its own last sound, not by the quote.
    expect(withParticles('“없는사람”(으)로 찾은 사람이 없어요.')).toBe(
      '“없는사람”으로 찾은 사람이 없어요.',
    )
    expect(withParticles('“지우”(으)로 찾은 사람이 없어요.')).toBe('“지우”로 찾은 사람이 없어요.')
    // Brackets that are no particle stay.
    expect(withParticles('요청이 실패했어요(상태 코드 500).')).toBe(
      '요청이 실패했어요(상태 코드 500).',
    )
    expect(withParticles('Hello (world)')).toBe('Hello (world)')
  })
})
