import { isRefusalCode, type RefusalCode, statusOf } from '@memap/shared/refusal-codes'
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, refusalBody } from '../errors.ts'
import { FORM_LIMITS } from '../limits.ts'

/** What the framework and the multipart parser throw about a request's body, in words. */
const BODY_ERRORS: Record<
  string,
  { code: RefusalCode; message: (request: FastifyRequest) => string }
> = {
  FST_REQ_FILE_TOO_LARGE: {
    // A file of the wrong size is a 400 that names the field (PRODUCT.md §10).
    code: 'image_too_big',
    message: () => `file: must be at most ${formatBytes(FORM_LIMITS.fileSize)}`,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'body_too_large',
    message: (request) => `body: must be at most ${formatBytes(request.routeOptions.bodyLimit)}`,
  },
  FST_FILES_LIMIT: {
    code: 'body_too_large',
    message: () => `body: at most ${FORM_LIMITS.files} file may be sent`,
  },
  FST_FIELDS_LIMIT: {
    code: 'body_too_large',
    message: () => `body: at most ${FORM_LIMITS.fields} form fields may be sent`,
  },
  MEMAP_FORM_FIELD_TOO_LARGE: {
    code: 'body_too_large',
    message: () => `body: a form field must be at most ${formatBytes(FORM_LIMITS.fieldSize)}`,
  },
  FST_PARTS_LIMIT: { code: 'body_too_large', message: () => 'body: too many form parts' },
  FST_PROTO_VIOLATION: {
    code: 'malformed_request',
    message: () => 'body: a field name is not allowed',
  },
  FST_INVALID_JSON_FIELD_ERROR: {
    code: 'malformed_request',
    message: () => 'body: a form field declared as JSON is not valid JSON',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'body_type_refused',
    message: () => 'body: must be multipart/form-data',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'body_type_refused',
    message: () => 'body: send application/json, or multipart/form-data where a form is asked',
  },
}

/** The code of a refusal the framework throws with a status of its own, by that status. */
const FRAMEWORK_CODES: Record<number, RefusalCode> = {
  404: 'no_route',
  405: 'method_not_allowed',
  413: 'body_too_large',
  414: 'url_too_long',
  415: 'body_type_refused',
}

/**
 * The code of a field's refusal: the rule's own, where the shared rules give one (a screen
 * explains it: `refusalParams` in packages/shared/src/text.ts), else `invalid_field`.
 */
function validationCode(params: unknown): RefusalCode {
  const refusal = (params as { params?: { refusal?: unknown } } | undefined)?.params?.refusal
  return isRefusalCode(refusal) ? refusal : 'invalid_field'
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.floor(bytes / 1024)} KB`

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the request's input is parsed and validated (its handler is next). */
    inputValidated: boolean
  }
}

/**
 * Whether the multipart parser took the request's body. Only the forms' scope has the parser and
 * its `isMultipart` (plugins/forms.ts), whatever its types say.
 */
const formTaken = (request: FastifyRequest) =>
  typeof request.isMultipart === 'function' && request.isMultipart()

/** Marks a request whose input was parsed and validated (its handler is next). */
export function markInputValidated(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  request.inputValidated = true
  done()
}

/**
 * The one error handler: every failure answers `{ error, code }` (packages/shared/src/
 * refusal-codes.ts). Validation errors name the field; a 5xx never shows its internals and is
 * logged with the request's context.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // Whether the request's input was parsed and validated: an error without a status after
    // this point is ours (500); before it, only the multipart parser throws such errors, about
    // the body. A field of the request, not a WeakSet: adding to one cost every request 2 % of
    // /v0/config's CPU. Marked by the forms' scope only (plugins/forms.ts), the one that parses
    // multipart bodies: elsewhere a form is refused before it is read.
    app.decorateRequest('inputValidated', false)

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.status).send(refusalBody(error.code, error.message, error.details))
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0]
        const where = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? ''
        const field = where || error.validationContext || 'request'
        const message = `${field}: ${issue?.message ?? 'is invalid'}`
        return reply.code(400).send(refusalBody(validationCode(issue?.params), message, { field }))
      }
      const known = error.code ? BODY_ERRORS[error.code] : undefined
      if (known) {
        const details = known.code === 'image_too_big' ? { field: 'file' } : {}
        return reply
          .code(statusOf(known.code))
          .send(refusalBody(known.code, known.message(request), details))
      }
      if (error.statusCode === undefined && !request.inputValidated && formTaken(request)) {
        // busboy's own errors: a missing boundary, a form cut short, a malformed part header.
        return reply
          .code(400)
          .send(refusalBody('malformed_request', 'body: the multipart form is malformed'))
      }
      const status = error.statusCode ?? 500
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed')
        return reply.code(status).send(refusalBody('internal_error', 'Internal Server Error'))
      }
      // The framework's other refusals of a request (a body that is not JSON, an empty one).
      return reply
        .code(status)
        .send(refusalBody(FRAMEWORK_CODES[status] ?? 'malformed_request', error.message))
    })
  },
  { name: 'errors' },
)
