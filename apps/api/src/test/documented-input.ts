import { ACTOR_FIELDS } from '@memap/shared/endpoint'
import { SERVER_CHECKS } from '@memap/shared/server-checks'
import fc from 'fast-check'
import type { RouteAccess } from '../plugins/access.ts'
import type { Caller, Plan } from './hostile-input.ts'

/**
 * Requests the OpenAPI document allows, for the fuzzer (`src/fuzz.test.ts`): each field drawn
 * from its schema in the document the app serves, never from the zod schemas, so that a rule
 * the server checks but the document does not state gets a request refused with 400.
 *
 * The JSON Schema the document is made of: types, enums, lengths, patterns (with Unicode
 * semantics), a `not` pattern, bounds, `anyOf`, `nullable`, and `format: binary`, which the document describes
 * as an image (a small PNG is sent). Fields naming the acting wallet name the caller's, as the
 * document's security asks: another wallet is refused with 403, before any field is read.
 */

interface JsonSchema {
  type?: string
  enum?: unknown[]
  anyOf?: JsonSchema[]
  nullable?: boolean
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  /** What the value must not be: text fields say they hold no NUL (`not: { pattern }`). */
  not?: JsonSchema
  [SERVER_CHECKS]?: string
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema: JsonSchema
}

interface Operation {
  responses?: Record<string, unknown>
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
}

/** The bytes sent for a field the document calls binary: an image, as its description says. */
export type ImageBytes = Uint8Array

/** Text of any code points, short or at the longest the schema allows. */
const characters = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, minLength + 40) }),
    ...(Number.isFinite(maxLength)
      ? [fc.string({ unit: 'binary', minLength: maxLength, maxLength })]
      : []),
  )

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const refused = schema.not?.pattern
  const text = anyStringOf(schema)
  return refused === undefined
    ? text
    : text.filter((value) => !new RegExp(refused, 'u').test(value))
}

function anyStringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = schema
  if (schema.pattern === undefined) return characters(minLength, maxLength)
  const fits = (value: string) => {
    const length = [...value].length
    return length >= minLength && length <= maxLength
  }
  return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' }).filter(fits)
}

/** Any value `schema` allows. */
function allowed(schema: JsonSchema, image: ImageBytes): fc.Arbitrary<unknown> {
  const value = allowedOfType(schema, image)
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value
}

function allowedOfType(schema: JsonSchema, image: ImageBytes): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => allowed(branch, image)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? fc.constant(image) : stringOf(schema)
    case 'integer':
      return fc.integer({
        min: Math.max(lowestWhole(schema) ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
        max: Math.min(highestWhole(schema) ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
      })
    case 'number':
      return fc.double({
        min: schema.exclusiveMinimum ?? schema.minimum ?? -1e9,
        minExcluded: schema.exclusiveMinimum !== undefined,
        max: schema.exclusiveMaximum ?? schema.maximum ?? 1e9,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(allowed(schema.items ?? {}, image), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      })
    case 'object':
      return objectOf(schema, image, () => undefined)
    default:
      return fc.anything()
  }
}

function objectOf(
  schema: JsonSchema,
  image: ImageBytes,
  fixed: (name: string) => unknown,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, field]) => {
        const value = fixed(name)
        return [name, value === undefined ? allowed(field, image) : fc.constant(value)]
      }),
    ),
    { requiredKeys: schema.required ?? [] },
  )
}

/** The shapes a body may take: each branch of an `anyOf` (one way or another), or the one. */
const branchesOf = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? [schema]

/** Query and path values as text, the way a URL carries them. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The document's operation for a route the app registers (`/nft/:id` is `/nft/{id}` there). */
export function operationOf(document: OpenApiDocument, route: RouteAccess): Operation | undefined {
  const path = route.url.replace(/:(\w+)/g, '{$1}')
  return document.paths[path]?.[route.method.toLowerCase()]
}

/** The statuses an operation's answers are documented with. */
export const documentedStatuses = (operation: Operation) =>
  Object.keys(operation.responses ?? {}).map(Number)

/** The refusal codes an operation's answer of `status` is documented with (its `code` enum). */
export function documentedCodes(operation: Operation, status: number): string[] {
  const answer = operation.responses?.[String(status)] as
    | { content?: Record<string, { schema?: JsonSchema }> }
    | undefined
  const code = answer?.content?.['application/json']?.schema?.properties?.code as
    | { enum?: string[] }
    | undefined
  return code?.enum ?? []
}

/**
 * The fields of an operation the server checks against its own state (`x-server-checks`): a
 * request the document allows may still be refused for what such a field says.
 */
export function serverChecked(operation: Operation): Set<string> {
  const fields = [
    ...(operation.parameters ?? []).map((p) => [p.name, p.schema] as const),
    ...Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
      branchesOf(schema).flatMap((branch) => Object.entries(branch.properties ?? {})),
    ),
  ]
  return new Set(fields.filter(([, schema]) => schema[SERVER_CHECKS]).map(([name]) => name))
}

/** Requests of `route` that its operation in the document allows, sent by the signed-in caller. */
export function documentedPlans(
  operation: Operation,
  route: RouteAccess,
  caller: Caller,
  image: ImageBytes,
): fc.Arbitrary<Plan> {
  const actor = (name: string) =>
    route.access !== 'public' && (ACTOR_FIELDS as readonly string[]).includes(name)
      ? caller.address
      : undefined
  const parameters = operation.parameters ?? []
  const part = (where: Parameter['in']) =>
    objectOf(
      {
        properties: Object.fromEntries(
          parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]),
        ),
        required: parameters.filter((p) => p.in === where && p.required).map((p) => p.name),
      },
      image,
      actor,
    ).map((values) =>
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asText(value)])),
    )
  const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
  const multipart = mediaType === 'multipart/form-data'
  const body = content
    ? fc.oneof(...branchesOf(content.schema).map((branch) => objectOf(branch, image, actor)))
    : fc.constant(undefined)
  return fc
    .record({ query: part('query'), params: part('path'), body })
    .map(({ query, params, body }): Plan => {
      const plan: Plan = {
        kind: 'input',
        identity: 'member',
        encoding: mediaType === undefined ? 'none' : multipart ? 'multipart' : 'json',
        body,
        query,
        params,
      }
      if (!multipart || !body) return plan
      const { file, ...fields } = body
      return {
        ...plan,
        body: fields,
        ...(file instanceof Uint8Array ? { file: { field: 'file', bytes: file } } : {}),
      }
    })
}

/** The least whole number `schema` allows (`exclusiveMinimum` is a bound it excludes). */
function lowestWhole(schema: JsonSchema): number | undefined {
  if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1
  return schema.minimum === undefined ? undefined : Math.ceil(schema.minimum)
}

/** The greatest whole number `schema` allows. */
function highestWhole(schema: JsonSchema): number | undefined {
  if (schema.exclusiveMaximum !== undefined) return Math.ceil(schema.exclusiveMaximum) - 1
  return schema.maximum === undefined ? undefined : Math.floor(schema.maximum)
}
