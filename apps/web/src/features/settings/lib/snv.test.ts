import { describe, expect, it } from 'vitest'
import { snvFieldValue, snvNotice } from './snv.ts'

describe('snvFieldValue', () => {
  it('keeps digits only', () => {
    expect(snvFieldValue('12a-3.4 ')).toBe('1234')
    expect(snvFieldValue('-5')).toBe('5')
    expect(snvFieldValue('')).toBe('')
  })
})

describe('snvNotice', () => {
  it('takes 3 and more', () => {
    expect(snvNotice('3')).toBeNull()
    expect(snvNotice('120')).toBeNull()
    expect(snvNotice('007')).toBeNull()
  })

  it.each(['', '0', '2', '02'])('refuses "%s" with PRODUCT.md §5’s message', (value) => {
    expect(snvNotice(value)).toEqual({
      message:
        'The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.',
    })
  })
})

describe('the SNV maximum', () => {
  it('takes 1,000,000 and refuses more, saying the maximum', () => {
    expect(snvNotice('1000000')).toBeNull()
    expect(snvNotice('1000001')).toEqual({
      title: 'SNV too high',
      message: 'The maximum SNV value is 1,000,000.',
    })
  })
})
