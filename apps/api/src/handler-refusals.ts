import { apiPath, type Refusals } from '@memap/shared/endpoint'
import type { RouteOf } from './module-declaration.ts'

/** A route as the router names it: `POST /v0/friends/request`. */
export const routeKey = (method: string, url: string) => `${method} ${url}`

/**
 * The codes each route's handler refuses with, beyond what the plugins decide (refusals.ts), from
 * the modules' declarations, by route: each code's status is in
 * packages/shared/src/refusal-codes.ts. A route declared twice stops the app at start.
 */
export function handlerRefusals(
  modules: ReadonlyArray<{ refusals?: ReadonlyArray<readonly [RouteOf, Refusals]> }>,
): Map<string, Refusals> {
  const byRoute = new Map<string, Refusals>()
  for (const [route, codes] of modules.flatMap((module) => module.refusals ?? [])) {
    const key = routeKey(route.method, apiPath(route))
    if (byRoute.has(key)) throw new Error(`the refusals of ${key} are declared twice`)
    byRoute.set(key, codes)
  }
  return byRoute
}
