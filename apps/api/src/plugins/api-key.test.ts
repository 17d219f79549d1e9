import { API_KEY_HEADER } from '@memap/shared/api'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { DOCUMENTED_OPEN_ROUTES } from '../test/open-routes.ts'
import { filledPath } from '../test/route-input.ts'

const REFUSAL = `a valid ${API_KEY_HEADER} header is required`

describe('the API key (PRODUCT.md §10)', () => {
  const t = useTestApp({ API_KEYS: 'the-key' })

  it('is asked on every /v0 route but the documented open ones, matched exactly', async () => {
    const wrong: string[] = []
    for (const route of t.app.routeAccess) {
      const res = await t.app.inject({ method: route.method as 'GET', url: filledPath(route.url) })
      const refused = res.statusCode === 401 && res.json().error === REFUSAL
      const open = DOCUMENTED_OPEN_ROUTES.has(`${route.method} ${route.url}`)
      if (refused === open)
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`)
    }
    expect(wrong).toEqual([])
  })

  it('opens the document, and nothing that only starts like an open path', async () => {
    expect((await t.app.inject({ url: '/v0/docs/json' })).statusCode).toBe(200)
    for (const url of ['/v0/config/extra', '/v0/nft/1/more', '/v0/images']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(401)
    }
  })
})
