import { SESSION_COOKIE } from '@memap/shared/auth'
import type { Access, Refusals } from '@memap/shared/endpoint'
import { errorBodySchema } from '@memap/shared/envelope'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { needsApiKey } from './plugins/api-key.ts'
import { bodyTypesOf } from './plugins/bodies.ts'
import type { LimitKindOf } from './plugins/rate-limit.ts'
import { refusalsByStatus, refusalsOf, routeWords } from './refusals.ts'

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/** The OpenAPI document's security schemes: the API key header and the session cookie. */
export function securitySchemes(apiKeyHeader: string) {
  return {
    apiKey: { type: 'apiKey', in: 'header', name: apiKeyHeader },
    session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
  } as const
}

/** `GET /v0/user/info` -> `getUserInfo`; `/v0/nft/:tokenId` -> `getNftByTokenId`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part !== '' && part !== 'v0')
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[-_]/)))
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]?.toUpperCase() + word.slice(1)),
  ].join('')
}

const errorSchema = z.toJSONSchema(errorBodySchema) as {
  properties: Record<string, object>
}

/** The `{ error, code }` body of a status's refusals, its `code` one of theirs. */
const errorBody = (codes: readonly string[]) => ({
  'application/json': {
    schema: {
      ...errorSchema,
      properties: {
        ...errorSchema.properties,
        code: {
          type: 'string',
          enum: codes,
          description: 'What a program reads; see `description`.',
        },
      },
    },
  },
})

/**
 * The route's schema as the document shows it: the zod transform, plus a stable operationId,
 * the security the route asks for (none, the API key, the key and the owner's session, or for a
 * viewer route the key with or without a session) and every refusal it can answer, in the
 * `{ error, code }` shape, each status with its codes (refusals.ts).
 */
export const openApiTransform = (limitKind: LimitKindOf) => (input: TransformInput) => {
  const { schema, url } = jsonSchemaTransform(input)
  const access = (input.route.config as { access?: Access } | undefined)?.access
  const key: Record<string, string[]> = needsApiKey(url) ? { apiKey: [] } : {}
  const withSession = { ...key, session: [] }
  // A viewer route is served with or without a session (one naming its viewer needs it).
  const security =
    access === 'owner'
      ? [withSession]
      : access === 'viewer'
        ? [withSession, key]
        : Object.keys(key).length > 0
          ? [key]
          : []
  const method = String(
    Array.isArray(input.route.method) ? input.route.method[0] : input.route.method,
  )
  const response = (schema as { response?: Record<string, unknown> }).response ?? {}
  const config = input.route.config as { refusals?: Refusals } | undefined
  const route = {
    method,
    url,
    access,
    limited: limitKind(method, url) !== undefined,
    takesInput: ['params', 'querystring', 'body'].some((part) => part in (input.schema ?? {})),
    bodyTypes: bodyTypesOf(input.schema),
    handler: config?.refusals ?? [],
  }
  const refused = refusalsByStatus(refusalsOf(route), routeWords(route))
  const refusals = Object.fromEntries(
    Object.entries(refused).map(([status, { codes, description }]) => [
      status,
      { description, content: errorBody(codes) },
    ]),
  )
  return {
    url,
    schema: {
      ...schema,
      operationId: operationIdOf(method, url),
      security,
      response: { ...refusals, ...response },
    },
  }
}
