import type { Access } from '@memap/shared/endpoint'
import { isRefusalCode, type RefusalCode, statusOf } from '@memap/shared/refusal-codes'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { refusalBody } from '../errors.ts'
import { refusalsOf } from '../refusals.ts'
import { bodyTypesOf } from './bodies.ts'
import type { LimitKindOf } from './rate-limit.ts'

/**
 * Why a refusal the app answered breaks the contract, or undefined when it keeps it: its code is
 * one of the registry (packages/shared/src/refusal-codes.ts), answered with the code's status
 * (any 5xx for `internal_error`), and one its route declares (refusals.ts), if it matched one.
 */
export function refusalProblem(
  status: number,
  body: { code?: unknown },
  declared: ReadonlySet<RefusalCode> | undefined,
): string | undefined {
  const { code } = body
  if (!isRefusalCode(code)) return `the code ${JSON.stringify(code)} is not in the registry`
  const expected = statusOf(code)
  if (expected !== status && !(code === 'internal_error' && status >= 500)) {
    return `${code} is a ${expected}, answered with ${status}`
  }
  if (declared && !declared.has(code) && code !== 'internal_error') {
    return `${code} is not declared by the route`
  }
  return undefined
}

/**
 * With CHECK_ANSWERS=1 (every test), each refusal is held to the contract (`refusalProblem`): one
 * that breaks it is answered 500 with the reason, so the test that met it fails. Every API test
 * thus checks that the codes a route answers are those it declares.
 */
export const refusalCheckPlugin = fp<{ limitKind: LimitKindOf }>(
  async (app: FastifyInstance, { limitKind }) => {
    const declared = new Map<string, ReadonlySet<RefusalCode>>()
    app.addHook('onRoute', (route) => {
      const config = route.config as { access?: Access; refusals?: readonly RefusalCode[] }
      if (config?.access === undefined) return
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method)
      const codes = new Set(
        refusalsOf({
          method,
          url: route.url,
          limited: limitKind(method, route.url) !== undefined,
          access: config.access,
          takesInput: ['params', 'querystring', 'body'].some(
            (part) => part in (route.schema ?? {}),
          ),
          bodyTypes: bodyTypesOf(route.schema),
          handler: config.refusals ?? [],
        }),
      )
      for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, codes)
    })
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        reply.statusCode < 400 ||
        typeof payload !== 'string' ||
        !payload.startsWith('{"error"')
      ) {
        done(null, payload)
        return
      }
      const route = request.routeOptions.url
      const codes = route === undefined ? undefined : declared.get(`${request.method} ${route}`)
      const problem = refusalProblem(reply.statusCode, JSON.parse(payload), codes)
      if (problem === undefined) {
        done(null, payload)
        return
      }
      const message = `${request.method} ${route ?? request.url} broke the refusal contract: ${problem}`
      request.log.error(message)
      reply.code(500)
      done(null, JSON.stringify(refusalBody('internal_error', message)))
    })
  },
  { name: 'refusal-check' },
)
