import { meMapAbi } from '@memap/contracts/generated/MeMap'
import type { Address } from '@memap/shared/address'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { jpegWithGps, png } from '../../test/images.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

describe('registering a MeMap', () => {
  const t = useTestApp()

  async function member(name: string) {
    const account = newAccount()
    const cookie = await signIn(t.app, account)
    const register = (fields: Record<string, string> = {}, file?: Parameters<typeof form>[1]) =>
      t.app.inject({
        method: 'POST',
        url: '/v0/profile/register',
        headers: { cookie },
        payload: form({ wallet_addr: account.address, user_name: name, ...fields }, file),
      })
    return { account, cookie, register }
  }

  const balanceOf = async (wallet: Address) =>
    (
      await t.db
        .selectFrom('point_balances')
        .select('balance')
        .where('wallet_addr', '=', wallet)
        .executeTakeFirst()
    )?.balance ?? 0

  it('creates the profile, credits 30 Whoom and mints the MeMap on chain', async () => {
    const alice = await member('Alice Kim')
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/v0/user/check',
        payload: { walletAddr: alice.account.address },
      })
    expect((await check()).json()).toEqual({ data: { NftStatus: false } })

    const res = await alice.register(
      { user_description: 'Hello, I am Alice', x: '', custom_url: 'https://alice.example' },
      { bytes: await jpegWithGps() },
    )
    expect(res.statusCode, res.body).toBe(200)
    expect((await check()).json()).toEqual({ data: { NftStatus: true } })
    expect(await balanceOf(alice.account.address)).toBe(30)
    const ledger = await t.db
      .selectFrom('point_ledger')
      .selectAll()
      .where('wallet_addr', '=', alice.account.address)
      .execute()
    expect(ledger).toMatchObject([{ type: 'mint_nft', amount: 30 }])

    await t.worker.drain()
    const info = (
      await t.app.inject({
        url: `/v0/user/info?walletAddr=&targetWalletAddr=${alice.account.address.toLowerCase()}`,
      })
    ).json().data
    expect(info).toMatchObject({
      WalletAddr: alice.account.address,
      Name: 'Alice Kim',
      Description: 'Hello, I am Alice',
      Svn: 3,
      OpenProfile: true,
      X: '',
      CustomUrl: 'https://alice.example',
      Today: 0,
      FriendType: 0,
      UserEmotion: null,
      IdentityGraph: [],
    })
    expect(info.TokenId).toMatch(/^\d+$/)
    expect(info.NftName).toBe(`MeMap #${info.TokenId}`)
    const owner = await t.chain.publicClient.readContract({
      address: t.chain.contracts.nft,
      abi: meMapAbi,
      functionName: 'ownerOf',
      args: [BigInt(info.TokenId)],
    })
    expect(owner).toBe(alice.account.address)

    // The photo: re-encoded JPEG, fitted in 1024 px, no EXIF or GPS, cached for good.
    const image = await t.app.inject({ url: info.ProfileImage })
    expect(image.statusCode).toBe(200)
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(image.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 683 })
    expect(meta.exif).toBeUndefined()

    const metadata = (await t.app.inject({ url: `/v0/nft/${info.TokenId}` })).json()
    expect(metadata).toMatchObject({
      name: `MeMap #${info.TokenId}`,
      description: 'Hello, I am Alice',
      attributes: expect.arrayContaining([{ trait_type: 'SNV', value: 3 }]),
    })
    expect(metadata.image).toMatch(/\/v0\/images\/[0-9a-f]{64}\.jpg$/)
  })

  it('refuses a second registration and changes nothing', async () => {
    const bob = await member('Bob')
    expect((await bob.register()).statusCode).toBe(200)
    const again = await bob.register({ user_name: 'Bobby' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('this wallet already has a MeMap')
    expect(await balanceOf(bob.account.address)).toBe(30)
    const jobs = await t.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('wallet_addr', '=', bob.account.address)
      .where('kind', '=', 'mint_nft')
      .execute()
    expect(jobs).toHaveLength(1)
  })

  it('answers two registrations at once with one MeMap', async () => {
    const carol = await member('Carol')
    const answers = await Promise.all([carol.register(), carol.register(), carol.register()])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409])
    expect(await balanceOf(carol.account.address)).toBe(30)
    await t.worker.drain()
    const minted = await t.chain.publicClient.readContract({
      address: t.chain.contracts.nft,
      abi: meMapAbi,
      functionName: 'balanceOf',
      args: [carol.account.address],
    })
    expect(minted).toBe(1n)
  })

  it('refuses a name that differs only in letter case from a taken one', async () => {
    const first = await member('Dana')
    expect((await first.register()).statusCode).toBe(200)
    const taken = await t.app.inject({ url: '/v0/profile/checkUsername?user_name=dANA' })
    expect(taken.json()).toEqual({ data: 'has duplicate user' })
    const free = await t.app.inject({ url: '/v0/profile/checkUsername?user_name=Dana2' })
    expect(free.json()).toEqual({ data: 'does not have duplicate user' })
    // No name holds NUL: such a check is free, on PostgreSQL too (whose text cannot hold it).
    const nul = await t.app.inject({ url: '/v0/profile/checkUsername?user_name=Da%00na' })
    expect(nul.json()).toEqual({ data: 'does not have duplicate user' })
    const copy = await member('DANA')
    const res = await copy.register()
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe('Already exists name.')
  })

  it('stores a name in its one written form, and refuses any that reads the same', async () => {
    const ben = await member('  Ben   Tester ')
    expect((await ben.register()).statusCode).toBe(200)
    const stored = await t.app.inject({
      url: `/v0/user/info?targetWalletAddr=${ben.account.address}`,
    })
    expect(stored.json().data.Name).toBe('Ben Tester')
    // Spacing, case, half- and full-width forms, NFC and NFD: each is the same name to a reader.
    for (const same of [' Ben Tester ', 'ben tester', 'BEN  TESTER']) {
      const check = await t.app.inject({
        url: `/v0/profile/checkUsername?user_name=${encodeURIComponent(same)}`,
      })
      expect(check.json(), same).toEqual({ data: 'has duplicate user' })
      const res = await (await member(same)).register()
      expect(res.statusCode, same).toBe(409)
      expect(res.json().error).toBe('Already exists name.')
    }
    const hangul = await member('\u1112\u1161\u11ab\u1100\u1173\u11af') // 한글, decomposed
    expect((await hangul.register()).statusCode).toBe(200)
    const composed = await member('한글')
    expect((await composed.register()).statusCode).toBe(409)
    const halfWidth = await member('\uffa1\uffa4 Ok') // half-width jamo
    expect((await halfWidth.register()).statusCode).toBe(200)
    const fullWidth = await member('\u3131\u3134 ok') // the same jamo, full width
    expect((await fullWidth.register()).statusCode).toBe(409)
  })

  it('refuses a look-alike of a taken name (confusable letters, spaces, _ and -), saying it only looks alike', async () => {
    expect((await (await member('Bob Smith')).register()).statusCode).toBe(200)
    const check = async (name: string) =>
      (
        await t.app.inject({
          url: `/v0/profile/checkUsername?user_name=${encodeURIComponent(name)}`,
        })
      ).json()
    // The same name but for letter case is taken; one written otherwise looks too much like it.
    for (const same of ['Bob Smith', 'bob smith', ' BOB  SMITH ']) {
      expect(await check(same), same).toEqual({ data: 'has duplicate user' })
      const res = await (await member(same)).register()
      expect(res.statusCode, same).toBe(409)
      expect(res.json().error).toBe('Already exists name.')
    }
    for (const same of ['B0b Smith', 'Bob Srnith', 'BobSmith', 'Bob_Smith', 'BOB-SM1TH']) {
      expect(await check(same), same).toEqual({ data: 'has a look-alike user' })
      const res = await (await member(same)).register()
      expect(res.statusCode, same).toBe(409)
      expect(res.json().error).toBe('looks too much like the name of another member')
    }
    expect((await (await member('Rob Smith')).register()).statusCode).toBe(200)
    expect((await (await member('Walt Wu')).register()).statusCode).toBe(200)
    expect((await (await member('VValt VVu')).register()).statusCode).toBe(409)
  })

  it('refuses a name without a Korean or English letter', async () => {
    for (const name of ['__', '--', '_-_', '12', '1 2', '2026-11-27']) {
      const res = await (await member(name)).register()
      expect(res.statusCode, name).toBe(400)
      expect(res.json().error, name).toBe('user_name: must hold a letter')
    }
    for (const name of ['B2', '가1', '_a_']) {
      expect((await (await member(name)).register()).statusCode, name).toBe(200)
    }
  })

  it('refuses a name that shows nothing, or holds characters that show nothing', async () => {
    for (const name of [
      '   ',
      '\u3164\u3164',
      'Ann\u200b',
      '\u115f\u1160Ann',
      'An\ufeffn',
      'A\u3164B',
    ]) {
      const res = await (await member(name)).register()
      expect(res.statusCode, JSON.stringify(name)).toBe(400)
      expect(res.json().error, JSON.stringify(name)).toMatch(/^user_name: /)
    }
  })

  it('refuses bad names, naming the field', async () => {
    for (const name of ['A', 'x'.repeat(21), 'bad<name>', '']) {
      const res = await (await member(name)).register()
      expect(res.statusCode, name).toBe(400)
      expect(res.json().error, name).toMatch(/^user_name: /)
    }
    const res = await (await member('이름은 한글도 좋아')).register()
    expect(res.statusCode).toBe(200)
  })

  it('refuses a text file named .jpg, and a 50-megapixel image', async () => {
    const fake = await (await member('Faker')).register(
      {},
      { bytes: Buffer.from('this is not a picture at all'), name: 'photo.jpg', type: 'image/jpeg' },
    )
    expect(fake.statusCode).toBe(400)
    expect(fake.json().error).toBe('file: Only JPEG, PNG, and WEBP formats are supported.')

    const huge = await (await member('Huge')).register(
      {},
      { bytes: await png(10_000, 5_000), type: 'image/png' },
    )
    expect(huge.statusCode).toBe(400)
    expect(huge.json().error).toBe('file: must be at most 40 megapixels')
  })

  it('refuses a registration for another wallet', async () => {
    const eve = await member('Eve')
    const victim = newAccount()
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie: eve.cookie },
      payload: form({ wallet_addr: victim.address, user_name: 'Victim' }),
    })
    expect(res.statusCode).toBe(403)
    const check = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      payload: { walletAddr: victim.address },
    })
    expect(check.json().data.NftStatus).toBe(false)
  })

  it('refuses a custom link that is not http or https', async () => {
    const res = await (await member('Linky')).register({ custom_url: 'javascript:alert(1)' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('custom_url: must be an http or https URL')
  })
})
