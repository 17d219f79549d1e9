import { ECONOMY } from '@memap/shared/economy'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, OTHER, userInfo } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { AlbumScreen } from './album-screen.tsx'
import type { AlbumPhoto } from './api/albums.ts'

// /album, 'The Top 9 of {user}' (PRODUCT.md §2, §4, §7): the grid, an opened photo, a like and
// its limit, the owner's upload and delete with what each costs or earns.

// A 1x1 transparent PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
)

const photo = (change: Partial<AlbumPhoto> = {}): AlbumPhoto => ({
  UserAlbumId: 7,
  WalletAddr: OTHER,
  UserName: 'Bob',
  ProfileImage: '',
  AlbumImage: '/photo-7.jpg',
  TotalLikes: 3,
  LikeStatus: false,
  CreateAt: '2026-11-20T12:00:00.000Z',
  ...change,
})

/** The album of `owner` seen by MEMBER (named Ann), two photos in it. */
async function renderAlbum(owner: string, more: Record<string, StubRoute> = {}) {
  const api = stubApi({
    'GET /user/info': answer(userInfo({ WalletAddr: owner as typeof MEMBER, Name: 'Bob' })),
    'GET /albums/list': answer([
      { UserAlbumId: 7, AlbumImage: '/photo-7.jpg' },
      { UserAlbumId: 8, AlbumImage: '/photo-8.jpg' },
    ]),
    'GET /albums/info': answer(photo({ WalletAddr: owner as typeof MEMBER })),
    ...more,
  })
  sessionStore.setState({ address: MEMBER, name: 'Ann' })
  await renderInApp(<AlbumScreen />, { route: `/album?user=${owner}` })
  await expect.element(page.getByRole('heading', { name: 'The Top 9 of Bob' })).toBeVisible()
  return api
}

const openFirstPhoto = () => page.getByRole('button', { name: 'Open photo' }).first().click()
const dialog = (name: string) => page.getByRole('dialog', { name })

describe('the grid', () => {
  test("another member's album: the photos to open, the empty slots with nothing to add", async () => {
    await renderAlbum(OTHER)
    const grid = page.getByRole('list', { name: 'Photos' })
    expect(grid.getByRole('listitem').elements()).toHaveLength(9)
    expect(page.getByRole('button', { name: 'Open photo' }).elements()).toHaveLength(2)
    await expect.element(page.getByLabelText('Add a photo').first()).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('link', { name: 'MeMap' }))
      .toHaveAttribute('href', `/memap?user=${OTHER}`)
  })

  test('the own album offers each empty slot to add a photo', async () => {
    await renderAlbum(MEMBER)
    expect(page.getByLabelText('Add a photo').elements()).toHaveLength(7)
  })

  test('an address that is no wallet says there is no album', async () => {
    stubApi({})
    sessionStore.setState({ address: MEMBER })
    await renderInApp(<AlbumScreen />, { route: '/album?user=nobody' })
    await expect.element(page.getByRole('heading', { name: 'No album here' })).toBeVisible()
    await expect.element(page.getByText('This is not a wallet address.')).toBeVisible()
  })
})

describe('an opened photo', () => {
  test('shows its owner and likes; a like is sent and its reward told', async () => {
    const api = await renderAlbum(OTHER, { 'POST /albums/like/request': answer(true) })
    await openFirstPhoto()
    const opened = page.getByRole('region', { name: 'Photo' })
    await expect.element(opened.getByRole('img', { name: "Bob's Top 9" })).toBeVisible()
    await expect.element(opened.getByRole('link', { name: "Bob's MeMap" })).toBeVisible()
    await opened.getByRole('button', { name: 'Like, 3 likes' }).click()
    const reward = dialog('Congratulations!')
    await expect
      .element(reward)
      .toHaveAccessibleDescription(`You earned ${ECONOMY.likeReward} Whoom.`)
    expect(api.requestsTo('POST /albums/like/request').map(({ body }) => body)).toEqual([
      { walletAddr: MEMBER, albumId: 7 },
    ])
  })

  test("a like past today's limit gets 'Hold On!'", async () => {
    await renderAlbum(OTHER, {
      'POST /albums/like/request': refusal(429, 'daily limit', 'daily_interactions_used'),
    })
    await openFirstPhoto()
    await page.getByRole('button', { name: 'Like, 3 likes' }).click()
    await expect.element(dialog('Hold On!')).toBeVisible()
  })

  test('with a blocked member, likes are off and the photo says so', async () => {
    await renderAlbum(OTHER, {
      'GET /user/info': answer(userInfo({ Name: 'Bob', BlockedEitherWay: true, Blocked: true })),
    })
    await openFirstPhoto()
    await expect.element(page.getByRole('img', { name: '3 likes' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: /^Like/ })).not.toBeInTheDocument()
    await expect.element(page.getByText('You blocked this member', { exact: false })).toBeVisible()
  })
})

describe("the owner's photos", () => {
  test('a delete asks first, with its price; confirmed, it is sent and told', async () => {
    const api = await renderAlbum(MEMBER, {
      'GET /point/check-user': answer({ Value: 50, Checker: true }),
      'DELETE /albums/delete': answer(true),
    })
    await openFirstPhoto()
    await page.getByRole('button', { name: 'Delete photo' }).click()
    const confirm = dialog('Delete this photo?')
    await expect
      .element(confirm)
      .toHaveAccessibleDescription(
        `Deleting it costs ${ECONOMY.albumDeletePayment} Whoom of your points. The photo leaves your Top 9 at once, and its slot is free for another.`,
      )
    await confirm.getByRole('button', { name: 'Delete photo' }).click()
    await expect.element(dialog('Photo deleted')).toBeVisible()
    expect(api.requestsTo('DELETE /albums/delete').map(({ body }) => body)).toEqual([
      { walletAddr: MEMBER, userAlbumId: 7 },
    ])
    // The opened photo closes.
    await expect.element(page.getByRole('region', { name: 'Photo' })).not.toBeInTheDocument()
  })

  test('a delete the points do not cover says so, and nothing is deleted', async () => {
    const api = await renderAlbum(MEMBER, {
      'GET /point/check-user': answer({ Value: 4, Checker: false }),
    })
    await openFirstPhoto()
    await page.getByRole('button', { name: 'Delete photo' }).click()
    await expect.element(dialog('Insufficient Balance')).toBeVisible()
    expect(api.requestsTo('DELETE /albums/delete')).toEqual([])
  })

  test('a picture is uploaded into the Top 9 and its reward told', async () => {
    const api = await renderAlbum(MEMBER, {
      'PUT /albums/upload': answer({ UserAlbumId: 9, Reward: 5, Balance: 55 }),
    })
    const file = new File([PNG], 'me.png', { type: 'image/png' })
    await userEvent.upload(page.getByLabelText('Add a photo').first(), file)
    await expect
      .element(dialog('Congratulations!'))
      .toHaveAccessibleDescription(`You earned ${ECONOMY.albumUploadReward} Whoom.`)
    const form = api.requestsTo('PUT /albums/upload')[0]?.body as FormData
    expect(form.get('walletAddr')).toBe(MEMBER)
  })

  test('a file that is no picture is refused in words, and nothing is sent', async () => {
    const api = await renderAlbum(MEMBER)
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(page.getByLabelText('Add a photo').first(), file)
    await expect.element(dialog('Only JPEG, PNG, and WEBP formats are supported.')).toBeVisible()
    expect(api.requestsTo('PUT /albums/upload')).toEqual([])
  })
})
