import { canonicalName, NAME_MAX, nameKey, nameSchema } from '@memap/shared/rules'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

// Names from the allowed scripts, mixed with spaces and characters that show nothing, and
// written in the forms a person reads as the same name.
const letters = fc.constantFrom(...'abcXYZ09_-가나한글각ㄱㅎ'.split(''), '\u1100\u1161', 'Ａ')
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
/** The same name as a person reads it: another case, spacing, normalization or width. */
const lookAlike = (name: string) =>
  fc
    .constantFrom<(text: string) => string>(
      (text) => text.toUpperCase(),
      (text) => text.toLowerCase(),
      (text) => ` ${text.replaceAll(' ', '   ')} `,
      (text) => text.normalize('NFD'),
      (text) =>
        text.replace(/[A-Za-z]/g, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)),
    )
    .map((form) => form(name))
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
