import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Address } from '@memap/shared/address'
import { ACTOR_FIELDS } from '@memap/shared/endpoint'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RouteAccess } from './plugins/access.ts'
import { useTestApp } from './test/app.ts'
import { form } from './test/forms.ts'
import { png } from './test/images.ts'
import { type Member, registerMember, signedInMember } from './test/members.ts'
import { newAccount, signIn } from './test/sign-in.ts'

// PRODUCT.md §11: a suspended member is nobody to the app, and one who left is gone. Walked from
// the routes the app registers (a new GET route is covered without a change here): every GET,
// asked about a hidden member (their wallet, photo, emotion, MeMap NFT, pictures, name), must
// answer as it does about someone who never existed; and no answer about anyone else, a
// network, a search or a friend list included, may carry anything of theirs. A member's own
// records (their news, history, export) may still name whom they dealt with, so the second
// check skips the owner's routes but the search.

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>MeMap</title></head><body></body></html>',
)
const moderatorAccount = newAccount()

/** What the routes are asked about: a member, or nobody. */
interface Subject {
  wallet: Address
  name: string
  albumId: number
  userEmotionId: number
  tokenId: string
  /** Their profile picture's and album photo's keys. */
  images: string[]
  /** What of them must never show (their name, words, pictures, wallet). */
  traces: string[]
}

let nobodyCount = 0
const nobody = (): Subject => ({
  wallet: newAccount().address,
  name: `Nobody Here ${String.fromCharCode(97 + nobodyCount++)}`,
  albumId: 2_147_483_000,
  userEmotionId: 2_147_483_000,
  tokenId: '999999',
  images: [`${randomBytes(32).toString('hex')}.jpg`],
  traces: [],
})

describe('a suspended member, and one who left, are gone from every public read', () => {
  const t = useTestApp({ WEB_DIST: webDist, ADMIN_WALLETS: moderatorAccount.address })
  let observer: Member
  let whoom: string
  let emotionId: number
  let networks: string[] = []

  /** A member with everything others can see: picture, words, emotion, photo, badge, a friend. */
  async function fullMember(name: string): Promise<{ member: Member; subject: Subject }> {
    const account = newAccount()
    const cookie = await signIn(t.app, account)
    const description = `The words of ${name}, for everyone`
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie },
      payload: form(
        { wallet_addr: account.address, user_name: name, user_description: description },
        { bytes: await png(64 + name.length, 48) },
      ),
    })
    expect(registered.statusCode, registered.body).toBe(200)
    const member = signedInMember(t.app, account, name, cookie)
    const reason = `Why ${name} feels this way today`
    const posted = await member.post('/v0/emotion/user-emotion/create', {
      walletAddr: member.address,
      emotionId,
      description: reason,
    })
    expect(posted.statusCode, posted.body).toBe(200)
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie },
      payload: form({ walletAddr: member.address }, { bytes: await png(80 + name.length, 60) }),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    // A badge, shown: owning one takes a payment on chain, which no read here is about.
    await t.db
      .insertInto('user_badges')
      .values({ wallet_addr: member.address, badge_id: 1, active: 1, acquired_at: 'x' })
      .execute()
    await member.post('/v0/friends/request', {
      walletAddr: member.address,
      targetWalletAddr: observer.address,
      rejection: false,
    })
    await observer.post('/v0/friends/response', {
      walletAddr: observer.address,
      targetWalletAddr: member.address,
      rejection: false,
    })
    await t.worker.drain()
    const info = (await member.get(`/v0/user/info?targetWalletAddr=${member.address}`)).json().data
    const album = (await member.get(`/v0/albums/list?walletAddr=${member.address}`)).json().data
    const images = [info.ProfileImage, album[0].AlbumImage].map((url: string) =>
      url.replace('/v0/images/', ''),
    )
    networks = info.IdentityGraph.map((tag: { ObjectId: string }) => tag.ObjectId)
    expect(networks).toHaveLength(2)
    expect(info.TokenId).not.toBe('')
    return {
      member,
      subject: {
        wallet: member.address,
        name,
        albumId: album[0].UserAlbumId,
        userEmotionId: posted.json().data.UserEmotionId,
        tokenId: info.TokenId,
        images,
        traces: [
          name,
          description,
          reason,
          member.address,
          member.address.toLowerCase(),
          ...images,
        ],
      },
    }
  }

  const shapeOf = (route: RouteAccess) => {
    const schema = (route.schema as { querystring?: z.ZodType } | undefined)?.querystring
    return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {}
  }

  /** The value of each input field, for a request about `subject` made by `as`. */
  function input(
    route: RouteAccess,
    place: 'querystring' | 'params',
    subject: Subject,
    as: string,
  ) {
    const schema = (route.schema as Record<string, z.ZodType | undefined> | undefined)?.[place]
    const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {}
    const samples: Record<string, string> = {
      targetWalletAddr: subject.wallet,
      account: subject.wallet,
      albumId: String(subject.albumId),
      userEmotionId: String(subject.userEmotionId),
      tokenId: subject.tokenId,
      key: subject.images[0] ?? '',
      q: subject.name,
      tokenContract: whoom,
      index: '0',
      seed: 'ab',
      adminStatus: 'false',
      point: '1',
      badgeId: '1',
    }
    const values: Record<string, string> = {}
    for (const key of Object.keys(shape)) {
      if ((ACTOR_FIELDS as readonly string[]).includes(key)) {
        // A public route asks about the wallet it names; the others act for the session's.
        values[key] = route.access === 'public' ? subject.wallet : as
      } else if (samples[key] !== undefined) values[key] = samples[key]
    }
    return values
  }

  function urlFor(route: RouteAccess, subject: Subject, as: string, network?: string) {
    let url = route.url
    for (const [key, value] of Object.entries(input(route, 'params', subject, as))) {
      url = url.replace(`:${key}`, encodeURIComponent(value))
    }
    const query = new URLSearchParams(input(route, 'querystring', subject, as))
    if (network) query.set('objectId', network)
    return `${url}?${query}`
  }

  /** The answer with the subject's own identifiers written as placeholders. */
  const normalised = (body: string, subject: Subject) => {
    let text = body
    const names: Array<[string, string]> = [
      [subject.wallet, 'WALLET'],
      [subject.wallet.toLowerCase(), 'WALLET'],
      [subject.name, 'NAME'],
      [`#${subject.tokenId}`, '#TOKEN'],
      ...subject.images.map((image, i): [string, string] => [image, `IMAGE${i}`]),
    ]
    for (const [value, placeholder] of names) text = text.split(value).join(placeholder)
    return text
  }

  /** Every GET route the app serves (the event stream, which never ends, aside). */
  const getRoutes = () =>
    t.app.routeAccess.filter((route) => route.method === 'GET' && route.url !== '/v0/events')

  async function walk(hidden: Subject) {
    const absent = nobody()
    const failures: string[] = []
    const callers: Array<{ who: string; cookie?: string; as: string }> = [
      { who: 'a visitor', as: '' },
      { who: 'a member', cookie: observer.cookie, as: observer.address },
    ]
    const pages = ['/memap?user=', '/album?user=', '/friendlist?user=']
    for (const caller of callers) {
      const ask = (url: string) =>
        t.app.inject({ url, headers: caller.cookie ? { cookie: caller.cookie } : {} })
      for (const route of getRoutes()) {
        if (route.access === 'owner' && !caller.cookie) continue
        // A network's members are asked for in each of the member's networks.
        const objectIds = /objectId/.test(JSON.stringify(Object.keys(shapeOf(route))))
          ? networks
          : [undefined]
        for (const network of objectIds) {
          const [url, urlOfNobody] = [
            urlFor(route, hidden, caller.as, network),
            urlFor(route, absent, caller.as, network),
          ]
          const about = await ask(url)
          // A request that names nothing of the member is not about them: the second check's.
          if (url !== urlOfNobody) {
            const aboutNobody = await ask(urlOfNobody)
            const seen = `${about.statusCode} ${normalised(about.body, hidden)}`
            const unseen = `${aboutNobody.statusCode} ${normalised(aboutNobody.body, absent)}`
            if (seen !== unseen) {
              failures.push(
                `${route.url} to ${caller.who}: ${seen.slice(0, 300)} ≠ ${unseen.slice(0, 300)}`,
              )
            }
          }
          if (route.access !== 'owner' || route.url === '/v0/user/search') {
            const trace = hidden.traces.find((value) => about.body.includes(value))
            if (trace) failures.push(`${route.url} to ${caller.who} shows ${trace}`)
          }
        }
      }
      // The pages the server renders with a profile, and their link previews.
      for (const page of pages) {
        const res = await ask(`${page}${hidden.wallet}`)
        const trace = hidden.traces.slice(0, 3).find((value) => res.body.includes(value))
        if (trace) failures.push(`${page} to ${caller.who} shows ${trace}`)
        // A profile that is not there is no page: 404, as for a wallet that never made one.
        if (page === '/memap?user=' && res.statusCode !== 404)
          failures.push(`${page} to ${caller.who} answers ${res.statusCode}`)
      }
    }
    return failures
  }

  beforeAll(async () => {
    observer = await registerMember(t.app, 'Observer')
    whoom = (await t.app.inject({ url: '/v0/config' })).json().data.contracts.main
    emotionId = (await t.app.inject({ url: '/v0/emotion/list?adminStatus=false' })).json().data[0]
      .EmotionId
  })

  it('walks every GET route, and sees a member before they are hidden', async () => {
    const { subject } = await fullMember('Seen Member')
    const failures = await walk(subject)
    // The walk sees a present member: each of these answers about them, not as about nobody.
    for (const url of [
      '/v0/user/info',
      '/v0/albums/list',
      '/v0/albums/info',
      '/v0/emotion/user-emotion/info',
      '/v0/badge/user/list/have',
      '/v0/friends/list',
      '/v0/nft/:tokenId',
      '/v0/images/:key',
      '/v0/friends/recommend/list',
      '/v0/user/search',
    ]) {
      expect(
        failures.some((failure) => failure.startsWith(url)),
        url,
      ).toBe(true)
    }
  })

  it('hides a suspended member from every GET route, NFT metadata and pages included', async () => {
    const { subject } = await fullMember('Suspended Member')
    const reported = await observer.post('/v0/report', {
      walletAddr: observer.address,
      targetWalletAddr: subject.wallet,
      reason: 'spam',
    })
    const moderator = await signIn(t.app, moderatorAccount)
    const resolved = await t.app.inject({
      method: 'POST',
      url: '/v0/admin/reports/resolve',
      headers: { cookie: moderator },
      payload: {
        walletAddr: moderatorAccount.address,
        reportId: reported.json().data.ReportId,
        action: 'suspend',
      },
    })
    expect(resolved.statusCode, resolved.body).toBe(200)
    expect(await walk(subject)).toEqual([])
    // The NFT stays the wallet's: its metadata is a card with nothing of the member.
    const card = await t.app.inject({ url: `/v0/nft/${subject.tokenId}` })
    expect(card.json()).toEqual({
      name: `MeMap #${subject.tokenId}`,
      description: 'This MeMap is not available.',
      image: '',
      attributes: [],
    })
  })

  it('hides a member who left from every GET route', async () => {
    const { member, subject } = await fullMember('Departed Member')
    const left = await member.post('/v0/account/delete', { walletAddr: member.address })
    expect(left.statusCode, left.body).toBe(200)
    expect(await walk(subject)).toEqual([])
  })
})
