import { randomBytes } from 'node:crypto'
import { LOCAL_API_KEY } from '@memap/shared/api'
import type { PublicConfig } from '@memap/shared/config'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { callApi } from './memap.ts'
import { gradientPng } from './png.ts'
import type { RunningServer } from './server.ts'
import { registerMeMap } from './sign-up.ts'

/** Someone who acts through the API only: a wallet address and its session cookie. */
export type ApiActor = { name: string; address: Address; cookie: string }

/** A member registered and signed in through the API only, with no browser. */
export async function apiMember(
  server: RunningServer,
  config: PublicConfig,
  prefix: string,
): Promise<ApiActor> {
  const account = privateKeyToAccount(generatePrivateKey())
  const name = `${prefix} ${randomBytes(3).toString('hex')}`
  const cookie = await registerMeMap(server, config, account, {
    name,
    description: `${prefix}, a member who never opens the app.`,
  })
  return { name, address: account.address, cookie }
}

/** Fails with the answer's text unless it is a 200; answers its `data`. */
async function dataOf<T>(response: Response, what: string): Promise<T> {
  const text = await response.text()
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`)
  return (JSON.parse(text) as { data: T }).data
}

/** The first emotion of the catalogue. */
export async function firstEmotion(server: RunningServer) {
  const list = await dataOf<{ EmotionId: number; EmotionName: string }[]>(
    await callApi(server, '/emotion/list?adminStatus=false'),
    'emotion list',
  )
  const first = list[0]
  if (!first) throw new Error('no emotions in the catalogue')
  return first
}

/** Posts today's emotion for `actor`; answers its UserEmotionId. */
export async function postEmotion(
  server: RunningServer,
  actor: ApiActor,
  emotionId: number,
  reason = 'A reason long enough to count.',
): Promise<string> {
  await dataOf(
    await callApi(server, '/emotion/user-emotion/create', {
      cookie: actor.cookie,
      body: { walletAddr: actor.address, emotionId, description: reason },
    }),
    'emotion',
  )
  const info = await dataOf<{ UserEmotion: { UserEmotionId: string } | null }>(
    await callApi(server, `/user/info?walletAddr=&targetWalletAddr=${actor.address}`),
    'user info',
  )
  if (!info.UserEmotion) throw new Error('the emotion was not posted')
  return info.UserEmotion.UserEmotionId
}

/** Puts a small photo in `actor`'s album (PUT /v0/albums/upload). */
export async function uploadPhoto(server: RunningServer, actor: ApiActor): Promise<void> {
  const form = new FormData()
  form.append('walletAddr', actor.address)
  form.append(
    'file',
    new Blob([new Uint8Array(gradientPng(32, 32))], { type: 'image/png' }),
    'a.png',
  )
  await dataOf(
    await fetch(`${server.url}/v0/albums/upload`, {
      method: 'PUT',
      headers: { 'X-API-Key': LOCAL_API_KEY, cookie: actor.cookie },
      body: form,
    }),
    'upload',
  )
}

/** The ids of the photos in `owner`'s album. */
export async function albumIds(server: RunningServer, owner: Address): Promise<string[]> {
  const list = await dataOf<{ UserAlbumId: string | number }[]>(
    await callApi(server, `/albums/list?walletAddr=${owner}`),
    'album list',
  )
  return list.map((photo) => String(photo.UserAlbumId))
}

/** `actor` cheers an emotion: the raw answer, so a test can look at a refusal. */
export function cheer(server: RunningServer, actor: ApiActor, userEmotionId: string) {
  return callApi(server, '/emotion/cheers/request', {
    cookie: actor.cookie,
    body: { walletAddr: actor.address, userEmotionId },
  })
}

/** `actor` likes a photo: the raw answer. */
export function like(server: RunningServer, actor: ApiActor, albumId: string) {
  return callApi(server, '/albums/like/request', {
    cookie: actor.cookie,
    body: { walletAddr: actor.address, albumId },
  })
}

/** `requester` asks `accepter` to be friends and `accepter` accepts: they are friends. */
export async function befriend(
  server: RunningServer,
  requester: Pick<ApiActor, 'address' | 'cookie'>,
  accepter: Pick<ApiActor, 'address' | 'cookie'>,
): Promise<void> {
  await dataOf(
    await callApi(server, '/friends/request', {
      cookie: requester.cookie,
      body: { walletAddr: requester.address, targetWalletAddr: accepter.address },
    }),
    'the friend request',
  )
  await dataOf(
    await callApi(server, '/friends/response', {
      cookie: accepter.cookie,
      body: { walletAddr: accepter.address, targetWalletAddr: requester.address, rejection: false },
    }),
    'its acceptance',
  )
}
