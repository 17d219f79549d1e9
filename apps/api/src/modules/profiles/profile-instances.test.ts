import { describe, expect, it } from 'vitest'
import { type TestContext, useInstance, useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { registerMember } from '../../test/members.ts'
import { type ProfileAnswer, readProfile } from '../../test/profile-views.ts'

/** Reads until `seen` holds: another instance learns of a write when the bus brings it. */
async function until(read: () => Promise<ProfileAnswer>, seen: (answer: ProfileAnswer) => boolean) {
  const deadline = Date.now() + 3000
  for (;;) {
    const answer = await read()
    if (seen(answer) || Date.now() > deadline) return answer
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function crossInstanceProfiles(t: TestContext, second: { app: TestContext['app'] }) {
  it('drops a profile on the other instance when it changes on this one, and back', async () => {
    const owner = await registerMember(t.app, 'Owner Before')
    const friend = await registerMember(t.app)
    const onSecond = (viewer = friend) => readProfile(second.app, owner.address, viewer)
    // Twice: the first read writes the visit, the second fills the second instance's caches.
    await onSecond()
    expect((await onSecond()).body.data).toMatchObject({ Name: 'Owner Before', FriendType: 0 })

    const edited = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: owner.cookie },
      payload: form({
        wallet_addr: owner.address,
        user_name: 'Owner After',
        user_description: '',
        open_profile: 'Y',
        svn: '3',
      }),
    })
    expect(edited.statusCode).toBe(200)
    const renamed = await until(onSecond, (answer) => answer.body.data?.Name === 'Owner After')
    expect(renamed.body.data?.Name).toBe('Owner After')

    // A friend request written on the second instance reaches the first one's viewer cache.
    await readProfile(t.app, owner.address, friend)
    await readProfile(t.app, owner.address, friend)
    const asked = await second.app.inject({
      method: 'POST',
      url: '/v0/friends/request',
      headers: { cookie: friend.cookie },
      payload: { walletAddr: friend.address, targetWalletAddr: owner.address, rejection: false },
    })
    expect(asked.statusCode).toBe(200)
    const onFirst = () => readProfile(t.app, owner.address, friend)
    const pending = await until(onFirst, (answer) => answer.body.data?.FriendType === 1)
    expect(pending.body.data?.FriendType).toBe(1)
  })
}

if (process.env.TEST_DB === 'postgres') {
  describe('profiles across instances, through PostgreSQL LISTEN/NOTIFY', () => {
    const t = useTestApp()
    crossInstanceProfiles(t, useInstance(t))
  })
}

describe('profiles across instances, through Redis pub/sub', () => {
  const t = useTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' })
  crossInstanceProfiles(t, useInstance(t))
})
