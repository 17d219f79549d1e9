/** An error whose message the caller may read: answered as `{ error: message }` with `status`. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly status: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export const badRequest = (message: string) => new AppError(400, message)
export const unauthorized = (message = 'sign in first') => new AppError(401, message)
export const forbidden = (message = 'this wallet may not act for another') =>
  new AppError(403, message)
export const notFound = (message = 'not found') => new AppError(404, message)
export const conflict = (message: string) => new AppError(409, message)

/**
 * A debit the balance cannot cover (the points ledger's `post`). Here, below the modules, so that
 * a use case that pays can tell it apart without importing the points module.
 */
export class InsufficientBalanceError extends AppError {
  constructor(message = 'insufficient point balance') {
    super(400, message)
  }
}
