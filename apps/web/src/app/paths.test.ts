import { describe, expect, it } from 'vitest'
import { hrefTo, paths } from '../shared/lib/paths.ts'
import { routeAt } from './router.tsx'

// PRODUCT.md §2, "Routes:", verbatim.
const SPEC_ROUTES =
  '/ and /landing (same landing screen), /memapstart, /memap, /micode, /notifications, /settings, /select_emotion, /friendlist, /findnetwork, /myreward, /album, /myassets, /badgecollection'.match(
    /\/[a-z_]*/g,
  )

// The landing's footer pages, which are pages of the app too.
const LANDING_PAGES = ['/about', '/reward-system', '/roadmap', '/terms', '/privacy']

// The moderators' screen (PRODUCT.md §2, /admin), shown in the menu to ADMIN_WALLETS only.
const MEMBER_CONTROL_PAGES = ['/admin']

describe('paths', () => {
  it('has exactly the routes of PRODUCT.md §2, the landing pages and the moderators’ screen', () => {
    expect(SPEC_ROUTES).toHaveLength(14)
    expect(Object.values(paths).sort()).toEqual(
      [...(SPEC_ROUTES ?? []), ...LANDING_PAGES, ...MEMBER_CONTROL_PAGES].sort(),
    )
  })

  it('builds links with query parameters', () => {
    expect(hrefTo(paths.memap)).toBe('/memap')
    expect(hrefTo(paths.memap, { user: '0xAbC', skip: undefined })).toBe('/memap?user=0xAbC')
  })
})

describe('routes', () => {
  it.each(Object.values(paths))('routes %s to its own lazily loaded screen', (path) => {
    const route = routeAt(path)
    expect(route.path).toBe(path)
    expect(route.handles.at(-1)?.preload).toBeTypeOf('function')
  })

  it.each([
    ['/Settings', paths.settings],
    ['/memap/', paths.memap],
  ])('routes %s to %s: letter case and a final slash aside', (path, screenPath) => {
    expect(routeAt(path).path).toBe(screenPath)
  })

  it.each(['/nope', '/memap/extra', '/Settings/x'])(
    'sends the unknown %s to the fallback',
    (path) => {
      expect(routeAt(path).path).toBe('*')
    },
  )
})
