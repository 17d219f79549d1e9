type JsonSchema = { [keyword: string]: unknown }

/**
 * Keywords that check a value without changing how it is written (a tuple's item counts stay:
 * fast-json-stringify's validator wants them beside a list of items).
 */
const CHECKS = new Set([
  '$schema',
  'title',
  'description',
  'examples',
  'default',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'const',
  'enum',
])

/** Keywords whose value is one schema, or a map of names to schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not']
const SCHEMA_MAPS = ['properties', 'definitions', '$defs', 'patternProperties']
const SCHEMA_LISTS = ['allOf', 'oneOf']

/**
 * The shape of a JSON Schema, which is all fast-json-stringify needs to write a value that zod
 * has checked (or that the handler built to its type): without the checks, and with a union of
 * types written as a list of types (`type: ['string', 'null']`), so that writing a field never
 * validates its value to pick a branch. A union of two object or two array shapes stays a union.
 */
export function shapeForWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeForWriting)
  if (!isSchema(schema)) return schema
  const shape: JsonSchema = {}
  for (const [keyword, value] of Object.entries(schema)) {
    if (CHECKS.has(keyword)) continue
    if (ONE_SCHEMA.includes(keyword) || SCHEMA_LISTS.includes(keyword))
      shape[keyword] = shapeForWriting(value)
    else if (SCHEMA_MAPS.includes(keyword) && isSchema(value))
      shape[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [name, shapeForWriting(inner)]),
      )
    else if (keyword === 'anyOf' && Array.isArray(value)) Object.assign(shape, unionShape(value))
    else shape[keyword] = value
  }
  if (shape.type === undefined && !('$ref' in shape) && !('anyOf' in shape)) {
    const type = typeOfConstants(schema)
    if (type) shape.type = type
  }
  return shape
}

/** `anyOf` as one shape with a list of types, when at most one branch is an object or array. */
function unionShape(branches: unknown[]): JsonSchema {
  const shapes = branches.map(shapeForWriting).filter(isSchema)
  const types = shapes.map((shape) => shape.type)
  const structured = shapes.filter((shape) => shape.type === 'object' || shape.type === 'array')
  const simple = (shape: JsonSchema) => Object.keys(shape).every((keyword) => keyword === 'type')
  const mergeable =
    types.every((type) => typeof type === 'string' || Array.isArray(type)) &&
    structured.length <= 1 &&
    shapes.every((shape) => structured.includes(shape) || simple(shape))
  if (!mergeable) return { anyOf: shapes }
  const allTypes = [...new Set(types.flat() as string[])]
  return { ...structured[0], type: allTypes.length === 1 ? allTypes[0] : allTypes }
}

/** The JSON type of a `const` or an `enum` that declares none. */
function typeOfConstants(schema: JsonSchema): string | string[] | undefined {
  const values = 'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : []
  const types = [...new Set(values.map(jsonType))]
  if (types.length === 0) return undefined
  return types.length === 1 ? types[0] : types
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
