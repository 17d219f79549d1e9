import { describe, expect, it } from 'vitest'
import { NAMED_BY, namesWhose } from './named-routes.ts'
import { paths } from './paths.ts'
import { MEMBER_ROUTES, needsMeMap, routeAccess, routeNameOf } from './route-access.ts'

const query = (text = '') => new URLSearchParams(text)

describe('who each route is for', () => {
  it('declares every route of the table', () => {
    expect(Object.keys(routeAccess).sort()).toEqual(Object.keys(paths).sort())
  })

  it('finds the route of a path, and none for another', () => {
    expect(routeNameOf('/friendlist')).toBe('friendList')
    expect(routeNameOf('/nope')).toBeUndefined()
  })

  it('needs a MeMap on a member’s own screens', () => {
    for (const path of ['/micode', '/notifications', '/myreward', '/select_emotion', '/admin']) {
      expect(needsMeMap(path, query())).toBe(true)
    }
  })

  it('needs none where the URL names whose screen it is', () => {
    expect(needsMeMap('/memap', query('user=0xabc'))).toBe(false)
    expect(needsMeMap('/friendlist', query('user=0xabc'))).toBe(false)
    expect(needsMeMap('/findnetwork', query('network=Joy&objectId=emotion:1'))).toBe(false)
    // Without a name, the screen is the member's own.
    expect(needsMeMap('/memap', query())).toBe(true)
    expect(needsMeMap('/album', query('user='))).toBe(true)
  })

  it('needs none on the landing, its pages, the sign-up and the settings', () => {
    for (const path of ['/', '/landing', '/about', '/memapstart', '/settings', '/nope']) {
      expect(needsMeMap(path, query())).toBe(false)
    }
  })

  it('lists the routes a member opens and stays on', () => {
    expect(MEMBER_ROUTES).toEqual(
      expect.arrayContaining(['/memap', '/settings', '/friendlist', '/findnetwork', '/admin']),
    )
    for (const path of ['/', '/landing', '/about', '/memapstart']) {
      expect(MEMBER_ROUTES).not.toContain(path)
    }
  })

  it('says for every named route, and only those, which parameter names whose it is', () => {
    const named = (Object.keys(routeAccess) as (keyof typeof routeAccess)[]).filter(
      (name) => routeAccess[name] === 'named',
    )
    expect(Object.keys(NAMED_BY).sort()).toEqual(named.sort())
  })

  it('lets a visitor see, in the app’s frame, only a page its URL names', () => {
    expect(namesWhose('/memap', query('user=0xabc'))).toBe(true)
    expect(namesWhose('/findnetwork', query('network=Joy&objectId=emotion:1'))).toBe(true)
    for (const [path, search] of [
      ['/memap', ''],
      ['/album', 'user='],
      ['/settings', 'user=0xabc'],
      ['/notifications', ''],
    ] as const) {
      expect(namesWhose(path, query(search))).toBe(false)
    }
  })
})
