import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { jpegWithGps } from '../../test/images.ts'
import { ledger } from '../../test/ledger.ts'
import { type Member, registerMember } from '../../test/members.ts'

describe('the Top 9 album', () => {
  const t = useTestApp()
  let photo: Buffer

  const upload = async (member: Member) => {
    photo ??= await jpegWithGps(3000, 2000)
    return t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes: photo }),
    })
  }
  const list = async (member: Member) =>
    (await t.app.inject({ url: `/v0/albums/list?walletAddr=${member.address}` })).json().data
  const remove = (member: Member, userAlbumId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: '/v0/albums/delete',
      headers: { cookie: member.cookie },
      payload: { walletAddr: member.address, userAlbumId },
    })
  const like = (member: Member, albumId: number) =>
    member.post('/v0/albums/like/request', { walletAddr: member.address, albumId })

  it('stores a photo fitted in 2048 px for 5 Whoom', async () => {
    const alice = await registerMember(t.app)
    const res = await upload(alice)
    expect(res.statusCode, res.body).toBe(200)
    expect(await alice.balance()).toBe(35)
    // The answer says what the screen shows next: the reward and the balance it made.
    expect(res.json().data).toMatchObject({ Reward: 5, Balance: 35 })
    const [slot] = await list(alice)
    expect(slot.UserAlbumId).toBe(res.json().data.UserAlbumId)
    const image = await t.app.inject({ url: slot.AlbumImage })
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 2048, height: 1365 })
  })

  it('pays 15 once when the album first holds 9, and refuses a 10th', async () => {
    const bob = await registerMember(t.app)
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(bob)))
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(9)
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(1)
    expect(await list(bob)).toHaveLength(9)
    expect(await bob.balance()).toBe(30 + 9 * 5 + 15)
    // The upload that filled the album says it paid the bonus too; the others did not.
    const rewards = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => res.json().data.Reward)
    expect(rewards.sort()).toEqual([20, 5, 5, 5, 5, 5, 5, 5, 5])

    const first = (await list(bob))[0]
    expect((await remove(bob, first.UserAlbumId)).statusCode).toBe(200)
    expect(await bob.balance()).toBe(80)
    const again = await upload(bob)
    expect(again.json().data).toMatchObject({ Reward: 5, Balance: 85 })
    expect(await bob.balance()).toBe(85)
  })

  it("deletes only the owner's own photo, and not on credit", async () => {
    const carol = await registerMember(t.app)
    const dave = await registerMember(t.app)
    const id = (await upload(carol)).json().data.UserAlbumId
    const theft = await remove(dave, id)
    expect(theft.statusCode).toBe(404)
    await ledger.post(
      t.db,
      {
        walletAddr: carol.address,
        type: 'withdraw',
        amount: -30,
        idempotencyKey: `drain:${carol.address}`,
      },
      new Date(),
    )
    const poor = await remove(carol, id)
    expect(poor.statusCode).toBe(400)
    expect(poor.json().error).toBe('insufficient point balance')
    expect(await list(carol)).toHaveLength(1)
  })

  it('likes: +2 each side, once, never one’s own', async () => {
    const erin = await registerMember(t.app)
    const fred = await registerMember(t.app)
    const id = (await upload(erin)).json().data.UserAlbumId
    expect((await like(erin, id)).statusCode).toBe(400)
    expect((await like(fred, id)).statusCode).toBe(200)
    expect((await like(fred, id)).statusCode).toBe(409)
    expect(await fred.balance()).toBe(32)
    expect(await erin.balance()).toBe(37)
    const info = (await fred.get(`/v0/albums/info?walletAddr=${fred.address}&albumId=${id}`)).json()
      .data
    expect(info).toMatchObject({
      WalletAddr: erin.address,
      UserName: erin.name,
      TotalLikes: 1,
      LikeStatus: true,
    })
    const profile = (
      await fred.get(`/v0/user/info?walletAddr=${fred.address}&targetWalletAddr=${erin.address}`)
    ).json().data
    expect(profile.DailyLikes).toBe(1)
  })

  it('refuses an upload without a file or for another wallet', async () => {
    const gina = await registerMember(t.app)
    const hank = await registerMember(t.app)
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: gina.cookie },
      payload: form({ walletAddr: gina.address }),
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe('file: is required')
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: gina.cookie },
      payload: form({ walletAddr: hank.address }, { bytes: await jpegWithGps(10, 10) }),
    })
    expect(foreign.statusCode).toBe(403)
    expect(await list(hank)).toEqual([])
  })

  it('refuses an id past 32 bits with 400 (a PostgreSQL integer column cannot hold it)', async () => {
    const ivy = await registerMember(t.app)
    const info = await t.app.inject({ url: '/v0/albums/info?albumId=2147483648' })
    expect(info.statusCode).toBe(400)
    expect(info.json()).toEqual({
      error: 'albumId: must be at most 2147483647',
      code: 'invalid_field',
      field: 'albumId',
    })
    const liked = await like(ivy, 4_294_967_296)
    expect(liked.statusCode).toBe(400)
    expect((await remove(ivy, 2_147_483_648)).statusCode).toBe(400)
  })
})
