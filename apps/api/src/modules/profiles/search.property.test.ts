import { randomInt } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { nameKey } from '@memap/shared/name-key'
import { SEARCH_PAGE_SIZE } from '@memap/shared/search'
import { searchQuery, searchTerms } from '@memap/shared/search-terms'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { profilesRepo } from './repo.ts'

// The search's pages against a model of PRODUCT.md §14, "Find people", for generated members:
// every visible match once, in the order the rules give, and nothing else.

const WORDS = [
  'ann',
  'Anna',
  'anne',
  'Bo',
  'bob',
  'BOBBY',
  'Ｂob',
  '김',
  '김민',
  '민수',
  '수',
  '박',
  'ㄱ',
]
const QUERIES = [
  'a',
  'ann',
  'anna',
  'b',
  'bob',
  'bo b',
  '김',
  '민',
  '민수',
  'ㄱ',
  'ㄱㅁ',
  'ㅁㅅ',
  'ㅅ',
  'x',
]

/** Code point order, as the databases sort terms. */
const byCodePoint = (a: string, b: string) => {
  const [x, y] = [[...a], [...b]]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0)
    if (d !== 0) return d
  }
  return x.length - y.length
}

type Someone = {
  wallet: Address
  name: string
  friend: boolean
  blocked: 'no' | 'by-searcher' | 'the-searcher'
  suspended: boolean
}

/** Where the rules place `someone` for `text`, or undefined when they are not found. */
function placeOf(text: string, someone: Someone) {
  const asked = searchQuery(text)
  if (!asked || someone.suspended || someone.blocked !== 'no') return undefined
  const terms = searchTerms(someone.name)
  const whole = terms.find(({ part }) => part === asked.start)?.term
  const inside = terms
    .filter(({ part, term }) => part === asked.inside && term.startsWith(asked.key))
    .map(({ term }) => term)
    .sort(byCodePoint)[0]
  const [rank, term] =
    whole === asked.key
      ? [0, whole]
      : whole?.startsWith(asked.key)
        ? [1, whole]
        : inside !== undefined
          ? [2, inside]
          : [undefined, '']
  if (rank === undefined) return undefined
  return { segment: rank * 2 + (someone.friend ? 0 : 1), term, wallet: someone.wallet }
}

const wallet = (): Address => `0x${Array.from({ length: 40 }, () => randomInt(10)).join('')}`

describe('search pages, for generated members', () => {
  const t = useTestApp()
  let searcher: Member

  const people = fc.array(
    fc.record({
      name: fc
        .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
        .map((words) => words.join(' ')),
      friend: fc.boolean(),
      blocked: fc.constantFrom<Someone['blocked']>('no', 'no', 'no', 'by-searcher', 'the-searcher'),
      suspended: fc.boolean().map((b) => b && Math.random() < 0.3),
    }),
    { minLength: 5, maxLength: 40 },
  )

  it('lists exactly the visible matches, ranked, friends first, each once, 10 a page', async () => {
    searcher = await registerMember(t.app, 'The Searcher')
    const repo = profilesRepo(t.db)
    await fc.assert(
      fc.asyncProperty(people, fc.constantFrom(...QUERIES), async (generated, text) => {
        // Names are unique by their key.
        const keys = new Set<string>([nameKey(searcher.name)])
        const everyone: Someone[] = []
        for (const person of generated) {
          if (keys.has(nameKey(person.name))) continue
          keys.add(nameKey(person.name))
          everyone.push({ ...person, wallet: wallet() })
        }
        const now = new Date().toISOString()
        try {
          for (const someone of everyone) {
            await repo.insert({
              wallet_addr: someone.wallet,
              name: someone.name,
              name_key: nameKey(someone.name),
              description: '',
              profile_image: null,
              x: null,
              telegram: null,
              linkedin: null,
              custom_url: null,
              x_id: null,
              telegram_id: null,
              svn: 3,
              open_profile: 1,
              token_id: null,
              created_at: now,
              updated_at: now,
              suspended_at: someone.suspended ? now : null,
            })
            if (someone.friend) {
              await t.db
                .insertInto('friendships')
                .values([
                  { wallet_addr: searcher.address, friend_addr: someone.wallet, since: now },
                  { wallet_addr: someone.wallet, friend_addr: searcher.address, since: now },
                ])
                .execute()
            }
            if (someone.blocked !== 'no') {
              const [blocker, blocked] =
                someone.blocked === 'by-searcher'
                  ? [searcher.address, someone.wallet]
                  : [someone.wallet, searcher.address]
              await t.db
                .insertInto('blocks')
                .values({ blocker_addr: blocker, blocked_addr: blocked, created_at: now })
                .execute()
            }
          }

          const expected = everyone
            .flatMap((someone) => {
              const place = placeOf(text, someone)
              return place ? [{ ...place, someone }] : []
            })
            .sort(
              (a, b) =>
                a.segment - b.segment ||
                byCodePoint(a.term, b.term) ||
                byCodePoint(a.wallet, b.wallet),
            )
            .map(({ someone }) => `${someone.name} ${someone.friend ? 2 : 0}`)

          const pages: string[][] = []
          for (let index = '0'; ; ) {
            const res = await searcher.get(
              `/v0/user/search?walletAddr=${searcher.address}&q=${encodeURIComponent(text)}&index=${encodeURIComponent(index)}`,
            )
            expect(res.statusCode, res.body).toBe(200)
            const { Members, Index } = res.json().data
            pages.push(
              Members.map(
                (m: { UserName: string; FriendType: number }) => `${m.UserName} ${m.FriendType}`,
              ),
            )
            if (Members.length === 0) break
            index = Index
          }
          expect(pages.flat()).toEqual(expected)
          expect(pages.slice(0, -2).every((page) => page.length === SEARCH_PAGE_SIZE)).toBe(true)
        } finally {
          const wallets = everyone.map((someone) => someone.wallet)
          if (wallets.length > 0) {
            await t.db.deleteFrom('friendships').where('friend_addr', 'in', wallets).execute()
            await t.db.deleteFrom('friendships').where('wallet_addr', 'in', wallets).execute()
            await t.db.deleteFrom('blocks').where('blocker_addr', 'in', wallets).execute()
            await t.db.deleteFrom('blocks').where('blocked_addr', 'in', wallets).execute()
            await t.db
              .deleteFrom('member_search_terms')
              .where('wallet_addr', 'in', wallets)
              .execute()
            await t.db.deleteFrom('users').where('wallet_addr', 'in', wallets).execute()
          }
        }
      }),
      { numRuns: Number(process.env.SEARCH_RUNS ?? 40) },
    )
  })
})
