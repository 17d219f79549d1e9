import type { CallSchemas, Endpoint } from '@memap/shared/endpoint'
import { envelopeSchema } from '@memap/shared/envelope'
import { z } from 'zod'
import { uploadedFileSchema } from '../storage/uploaded-file.ts'

type Envelope<Data extends z.ZodType> = ReturnType<typeof envelopeSchema<Data>>
type FileField = z.ZodObject<{ file: typeof uploadedFileSchema }>

/** The body as the handler receives it: a form's fields, with the uploaded file when it has one. */
type BodyOf<S extends CallSchemas> = S['body'] extends z.ZodType
  ? S['file'] extends true
    ? z.ZodIntersection<S['body'], FileField>
    : S['body']
  : never

/** Fastify's route schema for a call of the contract: its input, and its answer in `{ data }`. */
type RouteSchema<S extends CallSchemas> = (S['params'] extends z.ZodType
  ? { params: S['params'] }
  : unknown) &
  (S['query'] extends z.ZodType ? { querystring: S['query'] } : unknown) &
  (S['body'] extends z.ZodType ? { body: BodyOf<S> } : unknown) & {
    summary: string
    consumes?: string[]
    response: { 200: Envelope<S['data']> }
  }

/**
 * The method, URL and schema of a route that serves `endpoint` of the contract
 * (packages/shared/src/endpoints), from the schemas it was declared with: a schema that is not
 * the declared one fails the type check. Spread into
 * `routes.route({ ...served(endpoint, schemas, summary), config, handler })`.
 */
export function served<S extends CallSchemas>(
  endpoint: Endpoint<S>,
  schemas: NoInfer<S>,
  summary: string,
) {
  const { params, query, body, file, data } = schemas as CallSchemas
  const schema = {
    summary,
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(endpoint.encoding === 'form' ? { consumes: ['multipart/form-data'] } : {}),
    ...(body ? { body: file ? withFile(body) : body } : {}),
    response: { 200: envelopeSchema(data) },
  } as RouteSchema<S>
  return { method: endpoint.method, url: endpoint.path, schema }
}

function withFile(fields: z.ZodType): z.ZodType {
  if (!(fields instanceof z.ZodObject)) throw new Error('a form with a file has object fields')
  return fields.extend({ file: uploadedFileSchema })
}
