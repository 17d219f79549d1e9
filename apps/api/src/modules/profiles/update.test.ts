import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { type Member, registerMember } from '../../test/members.ts'

describe('editing a MeMap', () => {
  const t = useTestApp()

  const update = (member: Member, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form({
        wallet_addr: member.address,
        user_name: member.name,
        user_description: '',
        open_profile: 'Y',
        svn: '3',
        ...fields,
      }),
    })
  const info = async (member: Member) =>
    (await t.app.inject({ url: `/v0/user/info?targetWalletAddr=${member.address}` })).json().data

  it('counts a line break as the member typed it: one character, though the form sends CRLF', async () => {
    const ann = await registerMember(t.app, 'Ann Lines')
    const description = `${'a'.repeat(100)}\n${'b'.repeat(99)}`
    const res = await update(ann, { user_description: description })
    expect(res.statusCode, res.body).toBe(200)
    expect((await info(ann)).Description).toBe(description)
    const over = await update(ann, { user_description: `${description}c` })
    expect(over.json()).toEqual({
      error: 'user_description: must be at most 200 characters',
      code: 'description_too_long',
      field: 'user_description',
    })
  })

  it('saves the name, description, visibility and SNV', async () => {
    const ann = await registerMember(t.app, 'Ann Lee')
    const res = await update(ann, {
      user_name: 'ann lee',
      user_description: 'New me',
      open_profile: 'N',
      svn: '12',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await info(ann)).toMatchObject({
      Name: 'ann lee',
      Description: 'New me',
      OpenProfile: false,
      Svn: 12,
    })
  })

  it('refuses an SNV under 3, another member’s name and a bad toggle, changing nothing', async () => {
    const bob = await registerMember(t.app, 'Bob Kim')
    await registerMember(t.app, 'Cleo')
    const low = await update(bob, { svn: '2' })
    expect(low.statusCode).toBe(400)
    expect(low.json().error).toBe(
      'svn: The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.',
    )
    // Digits only: what JavaScript would read as a number is no SNV to a member.
    for (const svn of ['0x3E8', '1e6', ' 10 ', '10.0']) {
      const res = await update(bob, { svn })
      expect(res.statusCode, svn).toBe(400)
      expect(res.json().error, svn).toBe(low.json().error)
    }
    const taken = await update(bob, { user_name: 'CLEO' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error).toBe('Already exists name.')
    expect((await update(bob, { open_profile: 'maybe' })).statusCode).toBe(400)
    expect(await info(bob)).toMatchObject({ Name: 'Bob Kim', Svn: 3, OpenProfile: true })
  })

  it('saves a name in its one written form, and refuses one that shows nothing', async () => {
    const eve = await registerMember(t.app, 'Eve Park')
    await registerMember(t.app, 'Finn Cho')
    expect((await update(eve, { user_name: '  Eve   Park  ' })).statusCode).toBe(200)
    expect((await info(eve)).Name).toBe('Eve Park')
    const taken = await update(eve, { user_name: ' finn  CHO ' })
    expect(taken.statusCode).toBe(409)
    for (const blank of ['   ', '\u3164\u3164\u3164']) {
      const res = await update(eve, { user_name: blank })
      expect(res.statusCode, JSON.stringify(blank)).toBe(400)
      expect(res.json().error).toMatch(/^user_name: /)
    }
    expect((await info(eve)).Name).toBe('Eve Park')
  })

  it('refuses a look-alike of another member’s name, and a name without a letter', async () => {
    const gil = await registerMember(t.app, 'Gil Moon')
    await registerMember(t.app, 'Mia Lim')
    for (const same of ['Mia_Lim', 'MIA L1M', 'rnia lim', 'Mia-LIm']) {
      const res = await update(gil, { user_name: same })
      expect(res.statusCode, same).toBe(409)
      expect(res.json().error).toBe('looks too much like the name of another member')
    }
    expect((await update(gil, { user_name: 'mia lim' })).json().error).toBe('Already exists name.')
    const digits = await update(gil, { user_name: '2026' })
    expect(digits.statusCode).toBe(400)
    expect(digits.json().error).toBe('user_name: must hold a letter')
    // One's own name, written another way, is still one's own.
    expect((await update(gil, { user_name: 'Gi1_Moon' })).statusCode).toBe(200)
    expect((await info(gil)).Name).toBe('Gi1_Moon')
  })

  it('sets and clears the custom link, http or https only', async () => {
    const dee = await registerMember(t.app)
    const set = (custom_url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v0/profile/updateCustomURL',
        headers: { cookie: dee.cookie },
        payload: form({ wallet_addr: dee.address, custom_url }),
      })
    expect((await set('https://dee.example/me')).json()).toEqual({ data: 'https://dee.example/me' })
    expect((await info(dee)).CustomUrl).toBe('https://dee.example/me')
    expect((await set('ftp://dee.example')).statusCode).toBe(400)
    expect((await set('')).statusCode).toBe(200)
    expect((await info(dee)).CustomUrl).toBe('')
  })
})
