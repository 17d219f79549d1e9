import type { Access, ActorField, CallSchemas, Endpoint, RawEndpoint } from '@memap/shared/endpoint'
import { envelopeSchema } from '@memap/shared/envelope'
import { z } from 'zod'
import { uploadedFileSchema } from '../storage/uploaded-file.ts'

type Envelope<Data extends z.ZodType> = ReturnType<typeof envelopeSchema<Data>>
type FileField<Presence extends keyof typeof uploadedFileSchema> = z.ZodObject<{
  file: (typeof uploadedFileSchema)[Presence]
}>

/**
 * An input as the handler sees it. On a `viewer` or `owner` route the actor fields are gone from
 * its type: the handler acts for `request.actor()` (or the session's viewer), never for a field.
 */
type Input<Schema extends z.ZodType, Rule extends Access> = Rule extends 'public'
  ? Schema
  : z.ZodType<WithoutActor<z.output<Schema>>, z.input<Schema>>
type WithoutActor<T> = T extends unknown ? Omit<T, ActorField> : never

/** The body as the handler receives it: a form's fields, with the uploaded file when it has one. */
type BodyOf<S extends CallSchemas> = S['body'] extends z.ZodType
  ? S['file'] extends keyof typeof uploadedFileSchema
    ? z.ZodIntersection<S['body'], FileField<S['file']>>
    : S['body']
  : never

/** Fastify's route schema for a call of the contract: its input, and its answer in `{ data }`. */
type RouteSchema<S extends CallSchemas, Rule extends Access> = (S['params'] extends z.ZodType
  ? { params: Input<S['params'], Rule> }
  : unknown) &
  (S['query'] extends z.ZodType ? { querystring: Input<S['query'], Rule> } : unknown) &
  (S['body'] extends z.ZodType ? { body: Input<BodyOf<S>, Rule> } : unknown) & {
    summary: string
    consumes?: string[]
    response: { 200: Envelope<S['data']> }
  }

/**
 * The method, URL, schema and access rule of a route that serves `endpoint` of the contract
 * (packages/shared/src/endpoints), from the schemas it was declared with: a schema that is not
 * the declared one fails the type check. Spread into
 * `routes.route({ ...served(endpoint, schemas, summary), handler })`.
 */
export function served<S extends CallSchemas, Rule extends Access>(
  endpoint: Endpoint<S, Rule>,
  schemas: NoInfer<S>,
  summary: string,
) {
  const { params, query, body, file, data } = schemas as CallSchemas
  const schema = {
    summary,
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(endpoint.encoding === 'form' ? { consumes: ['multipart/form-data'] } : {}),
    ...(body ? { body: file ? withFile(body, file) : body } : {}),
    response: { 200: envelopeSchema(data) },
  } as RouteSchema<S, Rule>
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: routeConfig(endpoint),
  }
}

/**
 * A route's config from its endpoint: who may call it (plugins/access.ts). The refusals of its
 * handler are its module's declaration's (plugins/handler-refusals.ts puts them in).
 */
export const routeConfig = <Rule extends Access>(
  endpoint: Endpoint<CallSchemas, Rule> | (RawEndpoint & { access: Rule }),
) => ({ access: endpoint.access })

function withFile(fields: z.ZodType, presence: keyof typeof uploadedFileSchema): z.ZodType {
  if (!(fields instanceof z.ZodObject)) throw new Error('a form with a file has object fields')
  return fields.extend({ file: uploadedFileSchema[presence] })
}
