import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { FORM_LIMITS } from '../limits.ts'
import { markInputValidated } from './errors.ts'
import { formLineBreaksPlugin } from './form-line-breaks.ts'

const FORM_TYPE = 'multipart/form-data'

/** A text field of a form over FORM_LIMITS.fieldSize (plugins/errors.ts words it: 413). */
export class FormFieldTooLargeError extends Error {
  readonly code = 'MEMAP_FORM_FIELD_TOO_LARGE'
}

/** Whether a form's field (text, repeated text, or the file's bytes) holds text over the limit. */
const tooLong = (value: unknown): boolean =>
  typeof value === 'string'
    ? Buffer.byteLength(value) > FORM_LIMITS.fieldSize
    : Array.isArray(value) && value.some(tooLong)

/**
 * What a form route needs: the multipart parser, its fields in the body, their line breaks, and
 * the mark that tells the parser's errors (before it) from the handler's (plugins/errors.ts).
 * The parser cuts a longer field short without a word: it is let read one byte past the limit,
 * so that a field it cut is longer than the limit and refused (413) rather than taken cut.
 */
const formParsing = fp(async (app: FastifyInstance) => {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { ...FORM_LIMITS, fieldSize: FORM_LIMITS.fieldSize + 1 },
  })
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body
    const fields = request.isMultipart() && body !== null && typeof body === 'object' ? body : {}
    done(Object.values(fields).some(tooLong) ? new FormFieldTooLargeError() : undefined)
  })
  await app.register(formLineBreaksPlugin)
  app.addHook('preHandler', markInputValidated)
})

/**
 * Registers the routes that take a multipart form (PRODUCT.md §7's multipart calls) in a scope of
 * their own, the only one that parses forms. The parser adds three hooks to every request of its
 * scope; registered for the whole app, they cost every JSON read too (bench/RESULTS.md, "API
 * against the bare framework"). Anywhere else a form is refused with 415 (PRODUCT.md §10).
 */
export async function withForms(
  app: FastifyInstance,
  define: (forms: FastifyInstance) => void | Promise<void>,
) {
  await app.register(async (forms) => {
    await forms.register(formParsing)
    await define(forms)
  })
}

/** Stops the start of an app with a route that takes a form where forms are not parsed. */
export const formRoutesCheck = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', function (this: FastifyInstance, route) {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? []
      if (consumes.includes(FORM_TYPE) && !this.hasContentTypeParser(FORM_TYPE)) {
        throw new Error(`${route.method} ${route.url} takes a form: register it in withForms`)
      }
    })
  },
  { name: 'form-routes-check' },
)
