import { nameKey } from '@memap/shared/name-key'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

// PRODUCT.md §14, "Find people"; PRIVACY.md, who finds whom.

type Found = { WalletAddr: string; UserName: string; FriendType: number; Svn: number }
type Page = { Members: Found[]; Index: string }

describe('GET /v0/user/search', () => {
  const t = useTestApp()
  const url = (member: Member, q: string, index = '0') =>
    `/v0/user/search?walletAddr=${member.address}&q=${encodeURIComponent(q)}&index=${encodeURIComponent(index)}`
  const page = async (member: Member, q: string, index = '0'): Promise<Page> => {
    const res = await member.get(url(member, q, index))
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data
  }
  const names = async (member: Member, q: string) =>
    (await page(member, q)).Members.map((found) => found.UserName)
  /** Every page, to the empty one that ends the list. */
  const everyPage = async (member: Member, q: string) => {
    const pages: Found[][] = []
    for (let index = '0'; ; ) {
      const next = await page(member, q, index)
      pages.push(next.Members)
      if (next.Members.length === 0) return pages
      index = next.Index
    }
  }
  const befriend = async (a: Member, b: Member) => {
    const body = { walletAddr: a.address, targetWalletAddr: b.address, rejection: false }
    expect((await a.post('/v0/friends/request', body)).statusCode).toBe(200)
    const answer = { walletAddr: b.address, targetWalletAddr: a.address, rejection: false }
    expect((await b.post('/v0/friends/response', answer)).statusCode).toBe(200)
  }
  const rename = async (member: Member, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form({ wallet_addr: member.address, user_name: name, open_profile: 'Y', svn: '3' }),
    })
    expect(res.statusCode, res.body).toBe(200)
  }

  let searcher: Member
  it('answers members only: 401 without a session, 403 for another wallet or without a MeMap', async () => {
    searcher = await registerMember(t.app, 'Searcher')
    const anonymous = await t.app.inject({ url: url(searcher, 'kim') })
    expect(anonymous.statusCode).toBe(401)
    const other = await registerMember(t.app, 'Someone Else')
    const forOther = await other.get(url(searcher, 'kim'))
    expect(forOther.statusCode).toBe(403)
    const account = newAccount()
    const cookie = await signIn(t.app, account)
    const noMeMap = await t.app.inject({
      url: `/v0/user/search?walletAddr=${account.address}&q=kim&index=0`,
      headers: { cookie },
    })
    expect(noMeMap.statusCode).toBe(403)
    expect(noMeMap.json()).toEqual({ error: 'create your MeMap first', code: 'memap_required' })
  })

  it('takes 1 to 50 characters, trimmed, and says so otherwise', async () => {
    for (const q of ['', '   ', '\u3000', 'a'.repeat(51), '가'.repeat(51)]) {
      const res = await searcher.get(url(searcher, q))
      expect(res.statusCode, q).toBe(400)
      expect(res.json()).toEqual({
        error: 'q: must be 1 to 50 characters',
        code: 'invalid_field',
        field: 'q',
      })
    }
    const missing = await searcher.get(`/v0/user/search?walletAddr=${searcher.address}`)
    expect(missing.json()).toEqual({
      error: 'q: must be 1 to 50 characters',
      code: 'invalid_field',
      field: 'q',
    })
    for (const q of ['a', ` ${'가'.repeat(50)} `, '👍'.repeat(50), '%_*']) {
      const res = await searcher.get(url(searcher, q))
      expect(res.statusCode, q).toBe(200)
    }
    const cursor = (place: unknown) => Buffer.from(JSON.stringify(place)).toString('base64url')
    for (const index of [
      'not-a-page',
      cursor({ segment: 1 }),
      cursor([9, 'kim', searcher.address]),
      cursor([1, 'ki\u0000m', searcher.address]),
      cursor([1, 'kim', 'nobody']),
    ]) {
      const badIndex = await searcher.get(url(searcher, 'kim', index))
      expect(badIndex.statusCode, index).toBe(400)
      expect(badIndex.json()).toEqual({
        error: 'index: must be 0 or the Index of the page before',
        code: 'invalid_field',
        field: 'index',
      })
    }
    // Characters no name holds find nobody, and trouble no database; NUL no text field takes.
    const unseen = await searcher.get(url(searcher, '\u200b\u2060'))
    expect(unseen.json()).toEqual({ data: { Members: [], Index: '0' } })
    const nul = await searcher.get(url(searcher, 'ki\u0000m'))
    expect(nul.json()).toEqual({
      error: 'q: must not hold the NUL character (U+0000)',
      code: 'invalid_field',
      field: 'q',
    })
  })

  it('finds Korean names by part and by initial consonants, English ones by any word', async () => {
    const people = [
      '김민수',
      '박민수',
      '김민준',
      '이수진',
      '강석진',
      'Bob Finder',
      'Finn Hale',
      'Finn',
    ]
    for (const name of people) {
      await registerMember(t.app, name)
    }
    const anyOrder = async (q: string) => (await names(searcher, q)).sort()
    expect(await names(searcher, 'ㄱㅁㅅ')).toEqual(['김민수'])
    expect(await names(searcher, 'ㄱ ㅁ ㅅ')).toEqual(['김민수'])
    // A Korean keyboard makes ㄱ then ㅅ into ㄳ.
    expect(await names(searcher, 'ㄳ')).toEqual(['강석진'])
    expect(await names(searcher, 'ㄱㅅㅈ')).toEqual(['강석진'])
    expect(await names(searcher, 'ㅂㅁ')).toEqual(['박민수'])
    expect(await anyOrder('ㅁㅅ')).toEqual(['김민수', '박민수'])
    expect(await anyOrder('민수')).toEqual(['김민수', '박민수'])
    expect(await anyOrder('김민')).toEqual(['김민수', '김민준'])
    // The matched part orders the rest: 수 before 수진.
    expect((await names(searcher, '수')).at(-1)).toBe('이수진')
    expect(await anyOrder('수')).toEqual(['김민수', '박민수', '이수진'])
    // Exact, then the names it starts, then the rest.
    expect(await names(searcher, 'finn')).toEqual(['Finn', 'Finn Hale'])
    expect(await names(searcher, 'fin')).toEqual(['Finn', 'Finn Hale', 'Bob Finder'])
    expect(await names(searcher, 'FINDER')).toEqual(['Bob Finder'])
    expect(await names(searcher, 'bobfinder')).toEqual(['Bob Finder'])
    expect(await names(searcher, 'ｂｏｂ　ｆｉｎ')).toEqual(['Bob Finder'])
    expect(await names(searcher, 'inder')).toEqual([])
    // Look-alike spellings find what names' keys make the same (PRODUCT.md §14, §5).
    expect(nameKey('B0b Finder')).toBe(nameKey('Bob Finder'))
    expect(await names(searcher, 'B0b Finder')).toEqual(['Bob Finder'])
    expect(await names(searcher, 'B0B FlNDER')).toEqual(['Bob Finder'])
    expect(await names(searcher, 'flnd')).toEqual(['Bob Finder'])
    const found = (await page(searcher, 'finn hale')).Members[0]
    expect(found).toMatchObject({ UserName: 'Finn Hale', Svn: 3, FriendType: 0 })
    expect(Object.keys(found ?? {}).sort()).toEqual(
      ['FriendType', 'ProfileImage', 'Svn', 'UserName', 'WalletAddr'].sort(),
    )
  })

  it('lists friends first within each rank, and shows FriendType as the searcher sees it', async () => {
    const [stranger, pending, friend, exactStranger, exactFriend] = [
      await registerMember(t.app, 'Rowan Stone'),
      await registerMember(t.app, 'Rowan Pike'),
      await registerMember(t.app, 'Rowan Zed'),
      await registerMember(t.app, 'Rowan'),
      await registerMember(t.app, 'Rowan A'),
    ]
    await befriend(searcher, friend)
    const ask = {
      walletAddr: searcher.address,
      targetWalletAddr: pending.address,
      rejection: false,
    }
    expect((await searcher.post('/v0/friends/request', ask)).statusCode).toBe(200)
    const insider = await registerMember(t.app, 'Ash Rowanberry')
    const friendInside = await registerMember(t.app, 'Zoe Rowan')
    await befriend(searcher, friendInside)
    const found = (await page(searcher, 'rowan')).Members
    expect(found.map((m) => m.UserName)).toEqual([
      'Rowan',
      'Rowan Zed',
      'Rowan A',
      'Rowan Pike',
      'Rowan Stone',
      'Zoe Rowan',
      'Ash Rowanberry',
    ])
    expect(found.map((m) => m.FriendType)).toEqual([0, 2, 0, 1, 0, 2, 0])
    expect(exactFriend.name).toBe('Rowan A')
    expect([stranger, exactStranger, insider].every((m) => m.address)).toBe(true)
    // An exact name that is a friend's comes first of all.
    await befriend(searcher, exactStranger)
    expect((await names(searcher, 'rowan')).slice(0, 2)).toEqual(['Rowan', 'Rowan Zed'])
  })

  it('never finds the searcher, a suspended member, or anyone either of the two blocks', async () => {
    const [blocked, blocker, suspended, visible] = [
      await registerMember(t.app, 'Hidden Blocked'),
      await registerMember(t.app, 'Hidden Blocker'),
      await registerMember(t.app, 'Hidden Suspended'),
      await registerMember(t.app, 'Hidden Not'),
    ]
    const block = (from: Member, target: Member) =>
      from.post('/v0/block', { walletAddr: from.address, targetWalletAddr: target.address })
    expect((await block(searcher, blocked)).statusCode).toBe(200)
    expect((await block(blocker, searcher)).statusCode).toBe(200)
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('wallet_addr', '=', suspended.address)
      .execute()
    expect(await names(searcher, 'hidden')).toEqual(['Hidden Not'])
    // The others still find them: the blocks are the searcher's.
    expect((await names(visible, 'hidden')).sort()).toEqual(['Hidden Blocked', 'Hidden Blocker'])
    expect(await names(searcher, 'searcher')).toEqual([])
    // Nor through a friend, and not by initials either.
    const hiddenKo = await registerMember(t.app, '숨은사람')
    expect((await block(hiddenKo, searcher)).statusCode).toBe(200)
    expect(await names(searcher, 'ㅅㅇㅅㄹ')).toEqual([])
    expect(await names(visible, 'ㅅㅇㅅㄹ')).toEqual(['숨은사람'])
  })

  it('pages 10 at a time, every match once and in order, to an empty page', async () => {
    const friendly: Member[] = []
    for (let i = 0; i < 24; i++) {
      // Exact, prefix and inside matches, friends among them: every segment has members.
      const name = i === 0 ? 'Pager' : i % 3 === 0 ? `Zed Pager ${i}` : `Pager ${i}`
      const member = await registerMember(t.app, name)
      if (i % 4 === 1) friendly.push(member)
    }
    for (const member of friendly) await befriend(searcher, member)
    const pages = await everyPage(searcher, 'pager')
    expect(pages.map((p) => p.length)).toEqual([10, 10, 4, 0])
    const all = pages.flat()
    expect(new Set(all.map((m) => m.WalletAddr)).size).toBe(24)
    expect(all[0]?.UserName).toBe('Pager')
    // Friends first within the prefix matches, then within the inside ones.
    const rankOf = (m: Found) =>
      (m.UserName === 'Pager' ? 0 : m.UserName.startsWith('Zed') ? 4 : 2) +
      (m.FriendType === 2 ? 0 : 1)
    const ranks = all.map(rankOf)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(new Set(ranks)).toEqual(new Set([1, 2, 3, 4, 5]))
    // The same page again is the same page.
    const first = await page(searcher, 'pager')
    expect((await page(searcher, 'pager', first.Index)).Members).toEqual(pages[1])
  })

  it('keeps up with joining, renaming and leaving', async () => {
    const member = await registerMember(t.app, '정하늘')
    expect(await names(searcher, 'ㅈㅎㄴ')).toEqual(['정하늘'])
    await rename(member, 'Sky Jung')
    expect(await names(searcher, 'ㅈㅎㄴ')).toEqual([])
    expect(await names(searcher, 'jung')).toEqual(['Sky Jung'])
    const left = await member.post('/v0/account/delete', { walletAddr: member.address })
    expect(left.statusCode, left.body).toBe(200)
    expect(await names(searcher, 'jung')).toEqual([])
    const rows = await t.db
      .selectFrom('member_search_terms')
      .select('term')
      .where('wallet_addr', '=', member.address)
      .execute()
    expect(rows).toEqual([])
  })
})
