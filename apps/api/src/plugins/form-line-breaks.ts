import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Every CRLF of a form's text, as HTML's form encoding writes a line break. */
const CRLF = /\r\n/g

const asTyped = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(CRLF, '\n')
  if (Array.isArray(value)) return value.map(asTyped)
  return value
}

/**
 * A browser sends a form's line breaks as CRLF, whatever the member typed: a description of 200
 * characters with a line break would count 201 and be refused. Before validation, each text of a
 * multipart form gets its line breaks back as one character (LF), as counted on the screen and
 * as JSON carries them.
 */
export const formLineBreaksPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: it runs on every request, and an async hook costs each one a promise and a
  // tick (bench/RESULTS.md, "API against the bare framework").
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body
    if (request.isMultipart() && body !== null && typeof body === 'object') {
      const fields = body as Record<string, unknown>
      for (const [name, value] of Object.entries(fields)) fields[name] = asTyped(value)
    }
    done()
  })
})
