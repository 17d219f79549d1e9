import { nameKey } from '@memap/shared/name-key'
import { canonicalName, NAME_MAX, nameSchema } from '@memap/shared/rules'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

// Names from the allowed scripts, mixed with spaces and characters that show nothing, and
// written in the forms a person reads as the same name.
const letters = fc.constantFrom(...'abcXYZ09_-olmI1가나한글각ㄱㅎ'.split(''), '\u1100\u1161', 'Ａ')
const invisible = fc.constantFrom(
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u3164',
  '\u115f',
  '\u1160',
  '\uffa0',
  '\u00a0',
  '\t',
)
const piece = fc.oneof(
  { weight: 6, arbitrary: letters },
  { weight: 3, arbitrary: fc.constantFrom(' ', '  ') },
  { weight: 1, arbitrary: invisible },
)
const rawName = fc.array(piece, { minLength: 0, maxLength: 24 }).map((parts) => parts.join(''))
/**
 * The same name as a person reads it: another case, spacing, separators, normalization or
 * width, or look-alike letters.
 */
const lookAlike = (name: string) =>
  fc
    .constantFrom<(text: string) => string>(
      (text) => text.toUpperCase(),
      (text) => text.toLowerCase(),
      (text) => ` ${text.replaceAll(' ', '   ')} `,
      (text) => text.replaceAll(' ', '_'),
      (text) => text.replace(/[ _-]/g, ''),
      (text) => text.replace(/[oO]/g, '0').replace(/[lI]/g, '1').replaceAll('m', 'rn'),
      (text) => text.normalize('NFD'),
      (text) =>
        text.replace(/[A-Za-z]/g, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)),
    )
    .map((form) => form(name))

/** Spellings of one letter (or letters) that a key makes one: case, UTS #39 look-alikes, forms. */
const SPELLINGS = [
  ['o', 'O', '0'],
  ['l', 'L', 'I', 'i', '1'],
  ['m', 'M', 'rn', 'RN', 'rN'],
  ['ㄱ', '\u1100', '\u11a8'],
  ['ㄲ', 'ㄱㄱ', '\u1101', '\u11a9'],
  ['ㅐ', 'ㅏㅣ', '\u1162'],
  ['까', 'ㄱ가'],
  ...'abkxyz29가나한글'.split('').map((char) => [char, char.toUpperCase()]),
]
const separators = fc.constantFrom('', '', ' ', '_', '-', ' _ ')
/** One name spelled twice: each letter in any of its spellings, separators anywhere. */
const spelledTwice = fc
  .array(fc.tuple(fc.constantFrom(...SPELLINGS), fc.nat(), fc.nat(), separators, separators), {
    maxLength: 12,
  })
  .map((units) => {
    const spell = (pick: (unit: (typeof units)[number]) => string) => units.map(pick).join('')
    return [
      spell(([spellings, a, , gap]) => `${spellings[a % spellings.length]}${gap}`),
      spell(([spellings, , b, , gap]) => `${gap}${spellings[b % spellings.length]}`),
    ] as const
  })
const visible = (name: string) => [...name].filter((c) => c !== ' ').length

describe('names, for any input', () => {
  it('keeps only canonical names that show at least two characters', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        const parsed = nameSchema.safeParse(raw)
        if (!parsed.success) return
        const name = parsed.data
        expect(name).toBe(canonicalName(name))
        expect(name).toBe(name.normalize('NFC'))
        expect(name).not.toMatch(/^ | $| {2}/)
        expect(visible(name)).toBeGreaterThanOrEqual(2)
        expect([...name].length).toBeLessThanOrEqual(NAME_MAX)
        expect(name).not.toMatch(/\u200b|\u200d|\ufeff|\u3164|\u115f|\u1160|\uffa0|\u00a0|\t/u)
        expect(name).toMatch(/[A-Za-z\p{Script=Hangul}]/u)
      }),
      { numRuns: 2000 },
    )
  })

  it('keys a key as itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          rawName,
          spelledTwice.map(([one]) => one),
        ),
        (text) => {
          expect(nameKey(nameKey(text))).toBe(nameKey(text))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('gives one key to a name in any of its look-alike spellings', () => {
    fc.assert(
      fc.property(spelledTwice, ([one, other]) => {
        expect(nameKey(other)).toBe(nameKey(one))
      }),
      { numRuns: 2000 },
    )
  })

  it('ignores spaces, _ and - wherever they stand', () => {
    fc.assert(
      fc.property(rawName, fc.array(separators), (name, gaps) => {
        const spread = [...name].map((char, index) => `${char}${gaps[index] ?? ''}`).join('')
        expect(nameKey(spread)).toBe(nameKey(name))
        expect(nameKey(name)).toBe(nameKey(name.replace(/[ _-]/g, '')))
      }),
      { numRuns: 2000 },
    )
  })

  describe('registered through the API', () => {
    const t = useTestApp()

    async function register(name: string) {
      const account = newAccount()
      const cookie = await signIn(t.app, account)
      return t.app.inject({
        method: 'POST',
        url: '/v0/profile/register',
        headers: { cookie },
        payload: form({ wallet_addr: account.address, user_name: name }),
      })
    }

    it('never lets two names with one key both in', async () => {
      await fc.assert(
        fc.asyncProperty(
          rawName.chain((name) => fc.tuple(fc.constant(name), lookAlike(name))),
          async ([name, same]) => {
            const first = await register(name)
            const second = await register(same)
            if (first.statusCode === 200) {
              expect(nameKey(same)).toBe(nameKey(name))
              expect([400, 409]).toContain(second.statusCode)
            }
          },
        ),
        { numRuns: 60 },
      )
      const users = await t.db.selectFrom('users').select(['name', 'name_key']).execute()
      expect(users.length).toBeGreaterThan(0)
      expect(new Set(users.map((user) => user.name_key)).size).toBe(users.length)
      for (const user of users) {
        expect(user.name).toBe(canonicalName(user.name))
        expect(user.name_key).toBe(nameKey(user.name))
        expect(visible(user.name)).toBeGreaterThanOrEqual(2)
      }
    })
  })
})
