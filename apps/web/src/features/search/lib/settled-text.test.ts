import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSettledText, SEARCH_DEBOUNCE_MS } from './settled-text.ts'

describe('createSettledText', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('searches once typing pauses, for the last text, trimmed', () => {
    const settled: string[] = []
    const text = createSettledText((query) => settled.push(query))
    for (const typed of ['a', 'an', 'ann', 'ann ']) {
      text.input(typed)
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1)
    }
    expect(settled).toEqual([])
    vi.advanceTimersByTime(1)
    expect(settled).toEqual(['ann'])
  })

  it('waits for a Korean syllable to be composed, then searches what it became', () => {
    const settled: string[] = []
    const text = createSettledText((query) => settled.push(query))
    text.compositionStart()
    for (const step of ['ㄱ', '기', '김']) {
      text.input(step)
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4)
    }
    expect(settled).toEqual([])
    text.compositionEnd('김')
    text.compositionStart()
    text.input('김ㅁ')
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4)
    expect(settled).toEqual([])
    text.compositionEnd('김미')
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    expect(settled).toEqual(['김미'])
  })

  it('searches at once on flush, and never after dispose', () => {
    const settled: string[] = []
    const text = createSettledText((query) => settled.push(query))
    text.compositionStart()
    text.input('ㄱㅁㅅ')
    text.flush(' ㄱㅁㅅ ')
    expect(settled).toEqual(['ㄱㅁㅅ'])
    text.input('x')
    text.dispose()
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2)
    expect(settled).toEqual(['ㄱㅁㅅ'])
  })
})
