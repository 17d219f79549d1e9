import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import '../catalog.ts'

// What the API client throws (api-client.ts). Screens read these to word a refusal; they never
// call the API themselves.

type ErrorContext = { path: string; cause?: unknown }

/**
 * Base of every error the API client throws: a short message (English, for logs and tests), the
 * same words to show a member (`text`, translated when shown), the call's path and a cause.
 */
export class ApiClientError extends Error {
  override name = 'ApiClientError'
  readonly path: string
  readonly text: MessageDescriptor

  constructor(message: string, text: MessageDescriptor, { path, cause }: ErrorContext) {
    super(message, { cause })
    this.path = path
    this.text = text
  }
}

/** What the server's `{ error, code }` says besides its sentence (refusal-codes.ts). */
export type RefusalAnswer = {
  /** What the app reads: a screen tells refusals apart by their code, never by their words. */
  code?: RefusalCode
  /** The field a validation error is about. */
  field?: string
  /** The figures the sentence holds (a limit, a price). */
  values?: Record<string, string | number>
}

/** The server answered with a failure status (or a 2xx carrying only `{ error }`). */
export class ApiError extends ApiClientError {
  override name = 'ApiError'
  readonly status: number
  /**
   * The server's `error` sentence, in English, shown as it is only when its code is not known
   * here: never compared (apps/web/src/refusal-words.test.ts).
   */
  readonly serverMessage: string | undefined
  readonly code: RefusalCode | undefined
  readonly field: string | undefined
  readonly values: Record<string, string | number> | undefined

  constructor(
    status: number,
    serverMessage: string | undefined,
    context: ErrorContext,
    answer: RefusalAnswer = {},
  ) {
    // The code is worded where the refusal is shown (refusal.ts, refusal-texts.ts).
    super(
      serverMessage ?? `Request failed with status ${status}.`,
      msg`Request failed with status ${status}.`,
      context,
    )
    this.status = status
    this.serverMessage = serverMessage
    this.code = answer.code
    this.field = answer.field
    this.values = answer.values
  }
}

/** The request never got an answer: offline, DNS, CORS, connection reset. */
export class NetworkError extends ApiClientError {
  override name = 'NetworkError'

  constructor(context: ErrorContext) {
    super('Could not reach the MeMap server.', msg`Could not reach the MeMap server.`, context)
  }
}

/** No answer within the client's time limit. */
export class TimeoutError extends ApiClientError {
  override name = 'TimeoutError'
  readonly timeoutMs: number

  constructor(timeoutMs: number, context: ErrorContext) {
    const seconds = timeoutMs / 1000
    super(
      `The server did not answer within ${seconds} s.`,
      msg`The server did not answer within ${seconds} s.`,
      context,
    )
    this.timeoutMs = timeoutMs
  }
}

/** The answer was not JSON or not the API's envelope; `cause` holds the detail. */
export class ParseError extends ApiClientError {
  override name = 'ParseError'

  constructor(context: ErrorContext) {
    super(
      'The server answered in an unexpected format.',
      msg`The server answered in an unexpected format.`,
      context,
    )
  }
}
