import { API_PREFIX } from '@memap/shared/api'
import * as contract from '@memap/shared/endpoints/index'
import { doneSchema } from '@memap/shared/envelope'
import {
  friendDeleteBodySchema,
  friendRequestBodySchema,
  friendResponseBodySchema,
} from '@memap/shared/friends'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestApp } from '../test/app.ts'
import { routeConfig, served } from './contract.ts'

/** The image files, whose URLs the API hands out in its answers rather than a call the app makes. */
const IMAGE_FILES = `GET ${API_PREFIX}/images/:key`

describe('the /v0 contract (packages/shared/src/endpoints)', () => {
  const t = useTestApp()

  it('is exactly what the API serves', async () => {
    await t.app.ready()
    const served = t.app.routeAccess
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => route !== IMAGE_FILES)
    const declared = Object.values(contract)
      .flatMap((module) => Object.values(module))
      .map((endpoint) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`)
    expect(new Set(declared).size).toBe(declared.length)
    expect(served.sort()).toEqual(declared.sort())
  })

  it("holds a route to its endpoint's schemas in the type check", () => {
    // What the route was declared with: fine.
    served(
      contract.friends.sendFriendRequest,
      { body: friendRequestBodySchema, data: doneSchema },
      'summary',
    )
    // Another call's body, or another answer, is refused by the type check.
    served(
      contract.friends.sendFriendRequest,
      // @ts-expect-error: the body of another call
      { body: friendResponseBodySchema, data: doneSchema },
      'summary',
    )
    // @ts-expect-error: an answer that is not the declared one
    served(contract.friends.endFriendship, { body: friendDeleteBodySchema, data: z.string() }, '')
    expect(contract.friends.sendFriendRequest).toEqual({
      method: 'POST',
      path: '/friends/request',
      access: 'owner',
      encoding: 'json',
    })
    expect(routeConfig(contract.friends.sendFriendRequest)).toEqual({ access: 'owner' })
  })
})
