import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember } from '../../test/members.ts'

// "News says who" (PRODUCT.md §2, /notifications): a cheer's and a like's news name the other member, as named when
// it happened, beside the wallets (WalletAddr acted on TargetWalletAddr).

type Entry = {
  WhoomHistoryTypeName: string
  WhoomHistoryInformation: string
  WalletAddr: string
  TargetWalletAddr: string
}

describe('the news of cheers and likes', () => {
  const t = useTestApp()

  const news = async (member: Member, type: string) =>
    (
      (await member.get(`/v0/notification/list?walletAddr=${member.address}&index=0`)).json().data
        .History as Entry[]
    ).find((entry) => entry.WhoomHistoryTypeName === type)

  it('names the one who cheered, and whose emotion was cheered', async () => {
    const [ann, ben] = await Promise.all([
      registerMember(t.app, 'Ann Cheers'),
      registerMember(t.app, 'Ben Feels'),
    ])
    const posted = await ben.post('/v0/emotion/user-emotion/create', {
      walletAddr: ben.address,
      emotionId: 1,
      description: 'A day worth a cheer',
    })
    const userEmotionId = Number(posted.json().data.UserEmotionId)
    const cheer = await ann.post('/v0/emotion/cheers/request', {
      walletAddr: ann.address,
      userEmotionId,
    })
    expect(cheer.statusCode).toBe(200)

    expect(await news(ben, 'emotion_cheer_receive')).toMatchObject({
      WhoomHistoryInformation: 'Ann Cheers',
      WalletAddr: ann.address,
      TargetWalletAddr: ben.address,
    })
    expect(await news(ann, 'emotion_cheer_request')).toMatchObject({
      WhoomHistoryInformation: 'Ben Feels',
      WalletAddr: ann.address,
      TargetWalletAddr: ben.address,
    })
  })

  it('names the one who liked, as named then, and whose photo was liked', async () => {
    const [cat, dan] = await Promise.all([
      registerMember(t.app, 'Cat Likes'),
      registerMember(t.app, 'Dan Shows'),
    ])
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: dan.cookie },
      payload: form({ walletAddr: dan.address }, { bytes: await png(64, 64) }),
    })
    const albumId = Number(upload.json().data.UserAlbumId)
    const like = await cat.post('/v0/albums/like/request', { walletAddr: cat.address, albumId })
    expect(like.statusCode).toBe(200)

    // A later name change leaves the news as it was written.
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: cat.cookie },
      payload: form({
        wallet_addr: cat.address,
        user_name: 'Cat Renamed',
        user_description: '',
        open_profile: 'Y',
        svn: '3',
      }),
    })
    expect(renamed.statusCode).toBe(200)

    expect(await news(dan, 'album_like_receive')).toMatchObject({
      WhoomHistoryInformation: 'Cat Likes',
      WalletAddr: cat.address,
      TargetWalletAddr: dan.address,
    })
    expect(await news(cat, 'album_like_request')).toMatchObject({
      WhoomHistoryInformation: 'Dan Shows',
      WalletAddr: cat.address,
      TargetWalletAddr: dan.address,
    })
  })
})
