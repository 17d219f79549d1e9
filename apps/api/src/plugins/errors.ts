import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../errors.ts'

/**
 * The one error handler: every failure answers `{ error }`. Validation errors name the field;
 * a 5xx never shows its internals and is logged with the request's context.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return reply.code(error.status).send({ error: error.message })
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0]
        const where = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? ''
        const field = where || error.validationContext || 'request'
        return reply.code(400).send({ error: `${field}: ${issue?.message ?? 'is invalid'}` })
      }
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.code(400).send({ error: 'file: must be at most 10 MB' })
      }
      const status = error.statusCode ?? 500
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed')
        return reply.code(status).send({ error: 'Internal Server Error' })
      }
      return reply.code(status).send({ error: error.message })
    })
  },
  { name: 'errors' },
)
