/**
 * Keeps the cause of a failure the member is shown (a refusal, a wallet that said no, a picture no
 * decoder reads) in the console, as a warning: it is handled. `console.error` is for what the app
 * could not handle (app/route-error.tsx), and the browser journeys fail on any (e2e/support/
 * console-errors.ts).
 */
export function keepCauseOfShownFailure(error: unknown): void {
  console.warn(error)
}
