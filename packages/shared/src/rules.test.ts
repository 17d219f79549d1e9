import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SVN_MAX } from './limits.ts'
import { SVN_MESSAGE, SVN_MIN, SVN_PATTERN, svnSchema } from './rules.ts'

const svnError = (value: unknown) => svnSchema.safeParse(value).error?.issues[0]?.message

describe('SNV (PRODUCT.md §5: digits only, 3 to 1,000,000)', () => {
  it('takes the digits of a whole number in range, leading zeros too', () => {
    fc.assert(
      fc.property(fc.integer({ min: SVN_MIN, max: SVN_MAX }), fc.nat(3), (value, zeros) => {
        expect(svnSchema.parse(`${'0'.repeat(zeros)}${value}`)).toBe(value)
      }),
    )
  })

  it('refuses anything but digits with PRODUCT.md’s message, however JavaScript would read it', () => {
    for (const text of [
      '0x3E8',
      '1e6',
      ' 10 ',
      '10.0',
      '+10',
      '-5',
      '',
      '１０',
      '10\n',
      'Infinity',
    ]) {
      expect(svnError(text), JSON.stringify(text)).toBe(SVN_MESSAGE)
    }
    expect(svnError(10)).toBe(SVN_MESSAGE)
    expect(svnError('2')).toBe(SVN_MESSAGE)
    expect(svnError(String(SVN_MAX + 1))).toBe(`must be at most ${SVN_MAX}`)
  })

  it('documents exactly what it takes', () => {
    const pattern = new RegExp(SVN_PATTERN)
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,8}$/), (text) => {
        expect(pattern.test(text)).toBe(svnSchema.safeParse(text).success)
      }),
    )
  })
})
