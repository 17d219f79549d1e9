import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { IMAGE_MAX_BYTES } from '@memap/shared/rules'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { uploadLimitMessage } from '../modules/daily/uploads.ts'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { flatPng, jpegWithGps, png } from '../test/images.ts'
import { type Member, registerMember } from '../test/members.ts'
import { newAccount, signIn } from '../test/sign-in.ts'

type Upload = (app: FastifyInstance, file: Buffer) => Promise<{ status: number; error?: string }>

/** Every route that takes an image, each sent the way the web app sends it. */
const UPLOAD_ROUTES: Record<string, Upload> = {
  'POST /v0/profile/register': async (app, file) => {
    const account = newAccount()
    const cookie = await signIn(app, account)
    const res = await app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie },
      payload: form({ wallet_addr: account.address, user_name: 'Big Picture' }, { bytes: file }),
    })
    const check = await app.inject({
      method: 'POST',
      url: '/v0/user/check',
      payload: { walletAddr: account.address },
    })
    // A refused registration leaves no MeMap behind.
    if (res.statusCode !== 200) expect(check.json().data.NftStatus).toBe(false)
    return { status: res.statusCode, error: res.json().error }
  },
  'POST /v0/profile/update': async (app, file) => {
    const member = await registerMember(app)
    const res = await app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form(
        { wallet_addr: member.address, user_name: member.name, open_profile: 'Y', svn: '3' },
        { bytes: file },
      ),
    })
    const info = await member.get(`/v0/user/info?targetWalletAddr=${member.address}`)
    if (res.statusCode !== 200) expect(info.json().data.ProfileImage).toBe('')
    return { status: res.statusCode, error: res.json().error }
  },
  'PUT /v0/albums/upload': async (app, file) => {
    const member = await registerMember(app)
    const res = await app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes: file }),
    })
    const album = await member.get(`/v0/albums/list?walletAddr=${member.address}`)
    if (res.statusCode !== 200) expect(album.json().data).toEqual([])
    return { status: res.statusCode, error: res.json().error }
  },
}

describe('size and pixel limits of every upload route', () => {
  const t = useTestApp()
  let tooHeavy: Buffer
  let tooLarge: Buffer
  let small: Buffer
  // Within 40 megapixels, yet seconds of decoding: a picture one pixel wide, and one too narrow.
  const tooLong = flatPng(1, 40_000_000)
  const tooNarrow = flatPng(20, 421)
  beforeAll(async () => {
    tooHeavy = randomBytes(IMAGE_MAX_BYTES + 1)
    // 7000 x 6000 = 42 megapixels, yet a small file: a flat colour compresses well.
    tooLarge = await png(7000, 6000)
    small = await jpegWithGps(400, 300)
  })

  it('lists every route whose form takes a file', async () => {
    await t.app.ready()
    const takingFiles = t.app.routeAccess
      .filter((route) => {
        const body = (route.schema as { body?: { shape?: Record<string, unknown> } } | undefined)
          ?.body
        return body?.shape !== undefined && 'file' in body.shape
      })
      .map((route) => `${route.method} ${route.url}`)
    expect(takingFiles.sort()).toEqual(Object.keys(UPLOAD_ROUTES).sort())
  })

  for (const [route, upload] of Object.entries(UPLOAD_ROUTES)) {
    it(`${route}: refuses a file over 10 MB, storing nothing`, async () => {
      expect(tooLarge.length).toBeLessThan(IMAGE_MAX_BYTES)
      expect(await upload(t.app, tooHeavy)).toEqual({
        status: 400,
        error: 'file: must be at most 10 MB',
      })
    })

    it(`${route}: refuses an image over 40 megapixels, storing nothing`, async () => {
      const before = await storedImages(t.config.blobStore)
      expect(await upload(t.app, tooLarge)).toEqual({
        status: 400,
        error: 'file: must be at most 40 megapixels',
      })
      expect(await storedImages(t.config.blobStore)).toEqual(before)
    })

    it(`${route}: refuses by its header a picture too long on a side or too narrow`, async () => {
      const before = await storedImages(t.config.blobStore)
      expect(await upload(t.app, tooLong)).toEqual({
        status: 400,
        error: 'file: must be at most 16384 pixels on its longest side',
      })
      expect(await upload(t.app, tooNarrow)).toEqual({
        status: 400,
        error: 'file: its longest side must be at most 20 times its shortest',
      })
      expect(await storedImages(t.config.blobStore)).toEqual(before)
    })

    it(`${route}: takes an image within the limits`, async () => {
      expect((await upload(t.app, small)).status).toBe(200)
    })
  }
})

describe('the daily upload limit', () => {
  const t = useTestApp({ UPLOADS_PER_DAY: '3' })
  let photo: Buffer
  beforeAll(async () => {
    photo = await jpegWithGps(300, 200)
  })

  const albumUpload = (member: Member) =>
    t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes: photo }),
    })
  const profileUpdate = (member: Member, file?: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form(
        { wallet_addr: member.address, user_name: member.name, open_profile: 'Y', svn: '3' },
        file ? { bytes: file } : undefined,
      ),
    })
  const albumSize = async (member: Member) =>
    (await member.get(`/v0/albums/list?walletAddr=${member.address}`)).json().data.length

  it('counts profile and album images together and refuses the next with 429', async () => {
    const ann = await registerMember(t.app)
    expect((await profileUpdate(ann, photo)).statusCode).toBe(200)
    expect((await albumUpload(ann)).statusCode).toBe(200)
    expect((await albumUpload(ann)).statusCode).toBe(200)
    const balance = await ann.balance()

    const refused = await albumUpload(ann)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toBe(uploadLimitMessage(3))
    expect(refused.json().error).toBe(
      'the daily upload limit of 3 images has been reached; try again tomorrow (Seoul time)',
    )
    const photoRefused = await profileUpdate(ann, photo)
    expect(photoRefused.statusCode).toBe(429)
    // Nothing of the refused uploads was written or paid.
    expect(await albumSize(ann)).toBe(2)
    expect(await ann.balance()).toBe(balance)

    // An edit without an image is no upload; another wallet has its own allowance.
    expect((await profileUpdate(ann)).statusCode).toBe(200)
    const bob = await registerMember(t.app)
    expect((await albumUpload(bob)).statusCode).toBe(200)
  })

  it('holds under concurrent uploads', async () => {
    const cleo = await registerMember(t.app)
    const answers = await Promise.all(Array.from({ length: 6 }, () => albumUpload(cleo)))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429])
    expect(await albumSize(cleo)).toBe(3)
  })

  const hostileUpload = (member: Member, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes }),
    })

  it('counts a refused image as an upload: its reading was the cost', async () => {
    const dan = await registerMember(t.app)
    expect((await hostileUpload(dan, Buffer.from('not an image'))).statusCode).toBe(400)
    expect((await hostileUpload(dan, flatPng(1, 40_000_000))).statusCode).toBe(400)
    expect((await profileUpdate(dan, flatPng(20, 421))).statusCode).toBe(400)
    const refused = await albumUpload(dan)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toBe(uploadLimitMessage(3))
    expect(await albumSize(dan)).toBe(0)
  })

  it('holds under concurrent refused uploads', async () => {
    const fay = await registerMember(t.app)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => hostileUpload(fay, flatPng(1, 40_000_000))),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([400, 400, 400, 429, 429, 429])
    expect((await albumUpload(fay)).statusCode).toBe(429)
  })

  it("takes another member's photo while a wallet sends six slow pictures at once", async () => {
    const [gus, hana] = [await registerMember(t.app), await registerMember(t.app)]
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => hostileUpload(gus, flatPng(1, 40_000_000))),
      ...Array.from({ length: 3 }, () => hostileUpload(gus, flatPng(40_000_000, 1))),
      albumUpload(hana),
    ])
    const other = answers.pop()
    expect(other?.statusCode).toBe(200)
    expect(answers.map((res) => [res.statusCode, res.json().error])).toEqual(
      answers.map((res) =>
        res.statusCode === 429
          ? [429, uploadLimitMessage(3)]
          : [400, 'file: must be at most 16384 pixels on its longest side'],
      ),
    )
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(3)
    // None of the six became an album photo; the other member's did.
    expect(await albumSize(gus)).toBe(0)
    expect(await albumSize(hana)).toBe(1)
  })

  it('gives a fresh allowance on the next Seoul day', async () => {
    const eve = await registerMember(t.app)
    for (let i = 0; i < 3; i++) expect((await albumUpload(eve)).statusCode).toBe(200)
    expect((await albumUpload(eve)).statusCode).toBe(429)
    // The day turns: today's count becomes yesterday's.
    await t.db
      .updateTable('daily_uploads')
      .set({ day: '2000-01-01' })
      .where('wallet_addr', '=', eve.address)
      .execute()
    expect((await albumUpload(eve)).statusCode).toBe(200)
  })
})

async function storedImages(store: { kind: string; dir?: string }): Promise<string[]> {
  if (!store.dir) return []
  const entries = await fs.readdir(store.dir, { recursive: true }).catch(() => [])
  return entries.map(String).sort()
}
