import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
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

/** The server answered with a failure status (or a 2xx carrying only `{ error }`). */
export class ApiError extends ApiClientError {
  override name = 'ApiError'
  readonly status: number
  /** The server's `error` text, e.g. 'failed to RequestFriend: insufficient point balance'. */
  readonly serverMessage: string | undefined

  constructor(status: number, serverMessage: string | undefined, context: ErrorContext) {
    // The server's words are translated where they are shown (refusal.ts, server-messages.ts).
    super(
      serverMessage ?? `Request failed with status ${status}.`,
      msg`Request failed with status ${status}.`,
      context,
    )
    this.status = status
    this.serverMessage = serverMessage
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
