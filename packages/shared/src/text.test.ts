import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { decimalUpTo, text, trimmedLength } from './text.ts'

const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value)

describe('a text field written once', () => {
  const field = text(
    { minLength: 2, maxLength: 5, pattern: '^[a-z😀]+$' },
    { pattern: 'must be small letters' },
  )

  it('is refused by the first rule it breaks, counting characters as a person does', () => {
    expect(field.safeParse('😀😀😀😀😀').success).toBe(true)
    expect(field.safeParse('a').error?.issues[0]?.message).toBe('must be at least 2 characters')
    expect(field.safeParse('abcdef').error?.issues[0]?.message).toBe('must be at most 5 characters')
    expect(field.safeParse('AB').error?.issues[0]?.message).toBe('must be small letters')
  })

  it('shows the very rules it checks in its JSON Schema', () => {
    expect(z.toJSONSchema(field, { io: 'input' })).toMatchObject({
      type: 'string',
      minLength: 2,
      maxLength: 5,
      pattern: '^[a-z😀]+$',
    })
  })
})

describe('a text field without a pattern of its own', () => {
  const field = text({ maxLength: 200 })

  // A hundred strings of every code unit: seconds on a busy machine (timed: nothing).
  it('takes any text but NUL, which PostgreSQL cannot store, and says so in its JSON Schema', {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 50 }), (value) => {
        expect(field.safeParse(value).success).toBe(!value.includes('\u0000'))
      }),
    )
    expect(field.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'must not hold the NUL character (U+0000)',
    )
    const schema = z.toJSONSchema(field, { io: 'input' }) as { not: { pattern: string } }
    expect(matches(schema.not.pattern, 'line one\nline two')).toBe(false)
    expect(matches(schema.not.pattern, 'a\u0000b')).toBe(true)
  })
})

describe('the patterns it is written with', () => {
  it('decimalUpTo takes exactly the whole numbers 0 to max', () => {
    for (const max of [0, 7, 9, 10, 99, 100, 2_147_483_647]) {
      const pattern = `^${decimalUpTo(max)}$`
      fc.assert(
        fc.property(fc.integer({ min: 0, max: max * 2 + 20 }), (n) => {
          expect(matches(pattern, String(n)), `${n} <= ${max}`).toBe(n <= max)
        }),
      )
      expect(matches(pattern, '01')).toBe(false)
    }
  })

  it('trimmedLength counts what is left once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (value) => {
        const length = [...value.trim()].length
        expect(matches(trimmedLength(3, 8), value)).toBe(length >= 3 && length <= 8)
        expect(matches(trimmedLength(1, 4), value)).toBe(length >= 1 && length <= 4)
        expect(matches(trimmedLength(10), value)).toBe(length >= 10)
      }),
    )
  })
})
