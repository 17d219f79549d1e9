import type { ErrorBody } from '@memap/shared/envelope'
import {
  type CodeOfStatus,
  type RefusalCode,
  type RefusalDetails,
  statusOf,
} from '@memap/shared/refusal-codes'

/**
 * A refusal the caller may read: answered as `{ error: message, code }` with the code's status
 * (packages/shared/src/refusal-codes.ts), and the field and figures of `details` when it has them.
 * The message is for people; programs read the code.
 */
export class AppError extends Error {
  override name = 'AppError'
  readonly status: number
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly details: RefusalDetails = {},
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.status = statusOf(code)
  }
}

export const badRequest = (code: CodeOfStatus<400>, message: string, details?: RefusalDetails) =>
  new AppError(code, message, details)
export const unauthorized = (
  code: CodeOfStatus<401> = 'session_required',
  message = 'sign in first',
) => new AppError(code, message)
export const forbidden = (
  code: CodeOfStatus<403> = 'not_your_wallet',
  message = 'this wallet may not act for another',
) => new AppError(code, message)
export const notFound = (code: CodeOfStatus<404>, message: string, details?: RefusalDetails) =>
  new AppError(code, message, details)
export const conflict = (code: CodeOfStatus<409>, message: string, details?: RefusalDetails) =>
  new AppError(code, message, details)

/**
 * A debit the balance cannot cover (the points ledger's `post`). Here, below the modules, so that
 * a use case that pays can tell it apart without importing the points module.
 */
export class InsufficientBalanceError extends AppError {
  constructor(message = 'insufficient point balance') {
    super('insufficient_whoom', message)
  }
}

/** A wallet without a MeMap asked to do what only members do. */
export const memapRequired = () => forbidden('memap_required', 'create your MeMap first')

/** A refusal's answer: `{ error, code }`, with the field and figures it carries. */
export const refusalBody = (
  code: RefusalCode,
  message: string,
  { field, values }: RefusalDetails = {},
): ErrorBody => ({
  error: message,
  code,
  ...(field === undefined ? {} : { field }),
  ...(values === undefined ? {} : { values }),
})
