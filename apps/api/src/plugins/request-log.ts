import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/**
 * One log line per request, when it is answered: method, URL, status and time. Fastify's own
 * controller writes two (one as the request comes in); this one skips that and writes the outcome
 * as a line a person reads on a terminal (pretty there, JSON otherwise: logger.ts).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url} ${reply.statusCode}`
    const fields = { status: reply.statusCode, ms: Math.round(reply.elapsedTime) }
    if (error) reply.log.error({ ...fields, err: error }, line)
    else reply.log.info(fields, line)
  }
}
