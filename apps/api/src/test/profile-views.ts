import type { Address } from '@memap/shared/address'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { TestContext } from './app.ts'
import type { Member } from './members.ts'

export interface ProfileAnswer {
  status: number
  body: { data?: Record<string, unknown>; error?: string }
}

/** `GET /v0/user/info` of `target` on `app`, as `viewer` (signed in) or nobody sees it. */
export async function readProfile(
  app: FastifyInstance,
  target: Address,
  viewer?: Member,
): Promise<ProfileAnswer> {
  const res = await app.inject({
    url: viewer
      ? `/v0/user/info?walletAddr=${viewer.address}&targetWalletAddr=${target}`
      : `/v0/user/info?targetWalletAddr=${target}`,
    headers: viewer ? { cookie: viewer.cookie } : {},
  })
  return { status: res.statusCode, body: res.json() }
}

/**
 * A profile read through the test app (its caches on) checked against the same read on
 * `reference`, an instance of the app on the same database with its caches off.
 */
export function profileViews(t: TestContext, reference: { app: FastifyInstance }) {
  return {
    /**
     * Nobody's view of `target`'s profile, then each viewer's, each first through the test app:
     * a new visitor's visit is written by the app whose caches are under test. Answers them.
     */
    async expectCurrent(target: Member, viewers: Member[]): Promise<ProfileAnswer[]> {
      const seen: ProfileAnswer[] = []
      for (const viewer of [undefined, ...viewers]) {
        const cached = await readProfile(t.app, target.address, viewer)
        const tables = await readProfile(reference.app, target.address, viewer)
        expect(cached, `${target.name} as ${viewer?.name ?? 'nobody'} sees it`).toEqual(tables)
        seen.push(cached)
      }
      return seen
    },
  }
}
