import type { FastifyInstance, preParsingHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'
import { nestsDeeperThan } from '../lib/json-depth.ts'
import { JSON_MAX_DEPTH } from '../limits.ts'

const JSON_TYPE = 'application/json'

/** The body types a route takes: its schema's `consumes` (a form, or either), else JSON. */
export const bodyTypesOf = (schema: unknown): string[] =>
  (schema as { consumes?: string[] } | undefined)?.consumes ?? [JSON_TYPE]

/**
 * How the app reads a body (PRODUCT.md §10). One JSON parser for every route: it refuses text
 * nested deeper than JSON_MAX_DEPTH before anything parses it (every walk of a body after it
 * recurses), then parses with Fastify's own parser, which refuses `__proto__` and `constructor`
 * keys. No other parser but the forms' scope's multipart one (plugins/forms.ts): Fastify's plain
 * text parser is gone. And each route takes only the types it declares: any other body is
 * refused with 415 before it is read, a JSON body on a form route included.
 */
export const bodiesPlugin = fp(
  async (app: FastifyInstance) => {
    const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig
    const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning)
    app.removeAllContentTypeParsers()
    app.addContentTypeParser(JSON_TYPE, { parseAs: 'string' }, (request, body, done) => {
      if (nestsDeeperThan(body as string, JSON_MAX_DEPTH)) {
        done(
          new AppError('body_too_deep', `body: nested deeper than ${JSON_MAX_DEPTH} levels`),
          undefined,
        )
        return
      }
      parseJson(request, body as string, done)
    })

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat()
      if (methods.every((method) => method === 'GET' || method === 'HEAD')) return
      const taken = new Set(bodyTypesOf(route.schema))
      const refusal = `body: must be ${[...taken].join(' or ')}`
      const takenOnly: preParsingHookHandler = (request, _reply, payload, done) => {
        const type = request.mediaType
        if (type === undefined || taken.has(type)) done(null, payload)
        else done(new AppError('body_type_refused', refusal))
      }
      route.preParsing = [takenOnly, route.preParsing ?? []].flat()
    })
  },
  { name: 'bodies' },
)
