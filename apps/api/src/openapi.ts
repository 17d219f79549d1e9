import { SESSION_COOKIE } from '@memap/shared/auth'
import { errorBodySchema } from '@memap/shared/envelope'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { needsApiKey } from './plugins/api-key.ts'

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

const refusal = {
  description: 'Refused: `error` says why (a bad field, no session, another wallet, a limit).',
  content: { 'application/json': { schema: z.toJSONSchema(errorBodySchema) } },
}

/**
 * The route's schema as the document shows it: the zod transform, plus a stable operationId,
 * the security the route asks for (none, the API key, or the key and the owner's session) and
 * its refusals in the `{error}` shape.
 */
export function openApiTransform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input)
  const access = (input.route.config as { access?: string } | undefined)?.access
  const needsSession = access === 'owner' || access === 'session'
  const security = needsApiKey(url)
    ? needsSession
      ? [{ apiKey: [], session: [] }]
      : [{ apiKey: [] }]
    : needsSession
      ? [{ session: [] }]
      : []
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method
  const response = (schema as { response?: Record<string, unknown> }).response ?? {}
  const has4xx = Object.keys(response).some((status) => /^4/.test(status))
  return {
    url,
    schema: {
      ...schema,
      operationId: operationIdOf(String(method), url),
      security,
      response: has4xx ? response : { ...response, '4XX': refusal },
    },
  }
}
