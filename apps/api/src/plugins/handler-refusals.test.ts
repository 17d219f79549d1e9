import { sendFriendRequest } from '@memap/shared/endpoints/friends'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { handlerRefusals } from '../handler-refusals.ts'
import { handlerRefusalsPlugin } from './handler-refusals.ts'

// A module declares its handlers' refusals by endpoint (modules/<name>/index.ts); the routes that
// serve those endpoints carry them, and a declaration no route serves stops the app.

const friends = { refusals: [[sendFriendRequest, ['friend_limit', 'blocked']]] as const }

async function appServing(path: string) {
  const app = Fastify()
  await app.register(handlerRefusalsPlugin, { refusals: handlerRefusals([friends]) })
  await app.register(
    async (api) => {
      api.post(
        path,
        { config: { access: 'owner' } },
        async (request) => request.routeOptions.config,
      )
    },
    { prefix: '/v0' },
  )
  return app
}

describe("a module's declared refusals", () => {
  it('are in the config of the route that serves their endpoint', async () => {
    const app = await appServing('/friends/request')
    const answer = await app.inject({ method: 'POST', url: '/v0/friends/request' })
    expect(answer.json()).toMatchObject({ access: 'owner', refusals: ['friend_limit', 'blocked'] })
  })

  it('stop the app when no route serves their endpoint', async () => {
    const app = await appServing('/friends/requests')
    await expect(app.ready()).rejects.toThrow(
      'refusals are declared for routes not served: POST /v0/friends/request',
    )
  })

  it('stop the app when two modules declare one endpoint', () => {
    expect(() => handlerRefusals([friends, friends])).toThrow(
      'the refusals of POST /v0/friends/request are declared twice',
    )
  })
})
