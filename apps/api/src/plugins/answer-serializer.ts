import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySchemaCompiler } from 'fastify'
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { shapeForWriting } from './answer-shape.ts'

type Write = (data: unknown) => string
type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0] & { httpStatus?: string }

/**
 * Fastify's serializer compiler for the answers' zod schemas: each answer is written by
 * fast-json-stringify, compiled (at the route's first answer) from its schema's JSON Schema,
 * instead of zod's encoding followed by JSON.stringify, which took about 6 % of a profile
 * read's CPU (bench/RESULTS.md). Anything but a zod schema goes to the zod provider's own
 * compiler, as before.
 *
 * An answer `{ data }` whose data is a frozen object (a cache's, handed to many requests: see
 * lib/deep-frozen.ts) is written once: its text is kept beside the object for as long as it lives.
 *
 * With `checked` (CHECK_ANSWERS=1: the tests), zod still checks every answer, and its writing
 * must read back the same as fast-json-stringify's: what the web client relies on is proven by
 * every test that calls the API.
 */
export function answerSerializerCompiler({ checked }: { checked: boolean }) {
  return (route: RouteSchema): Write => {
    const { schema, method, url } = route
    if (!(schema instanceof z.ZodType)) return serializerCompiler(route as never) as Write
    let write: Write | undefined
    const written = isEnvelope(schema) ? new WeakMap<object, string>() : undefined
    const fast = (answer: unknown) => {
      write ??= compile(schema)
      const data = written && (answer as { data: unknown }).data
      if (!data || typeof data !== 'object' || !Object.isFrozen(data)) return write(answer)
      let text = written.get(data)
      if (text === undefined) {
        text = write(answer)
        written.set(data, text)
      }
      return text
    }
    if (!checked) return fast
    return (data) => {
      const encoded = z.safeEncode(schema, data)
      if (!encoded.success)
        throw new ResponseSerializationError(method, url, { cause: encoded.error })
      const written = fast(data)
      const expected = JSON.stringify(encoded.data)
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `the answer of ${method} ${url} is written as ${written}, its schema writes ${expected}`,
        )
      }
      return written
    }
  }
}

/** Whether `schema` is `{ data }` and nothing else, so that its text depends on `data` alone. */
const isEnvelope = (schema: z.ZodType) =>
  schema instanceof z.ZodObject &&
  Object.keys(schema.shape).length === 1 &&
  Object.hasOwn(schema.shape, 'data')

/**
 * fast-json-stringify's writer for `schema`. The written JSON is the schema's input side (zod
 * encodes an answer from output to input); a schema that JSON Schema cannot express throws, so
 * that the tests, which answer every route, find it.
 */
function compile(schema: z.ZodType): Write {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' })
  return fastJson(shapeForWriting(json) as Parameters<typeof fastJson>[0]) as Write
}
