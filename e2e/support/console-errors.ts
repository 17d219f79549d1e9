import type { BrowserContext } from 'playwright-core'

/**
 * The errors the app's pages wrote to the console or threw, since the last test ended: every
 * e2e test fails on one (e2e/support/console-guard.ts), so a screen that logs an error, or a
 * hydration that React had to redo, cannot pass unnoticed.
 */
const caught: string[] = []

/**
 * Chromium's own lines for an answer with an error status, a failed request, and a service
 * worker's script it could not fetch (offline): the tests provoke refusals and outages on
 * purpose, and each is asserted where the app shows it.
 */
const BROWSER_NETWORK_LINE =
  /^(Failed to load resource: |An unknown error occurred when fetching the script\.$)/

/** Collects the console errors and uncaught errors of every page of `context`. */
export function watchConsole(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() !== 'error' || BROWSER_NETWORK_LINE.test(message.text())) return
    caught.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()}`)
  })
  context.on('weberror', (error) => {
    caught.push(`${error.page()?.url() ?? 'a worker'}: uncaught ${error.error().stack}`)
  })
}

/** The errors since the last call. */
export function takeConsoleErrors(): string[] {
  return caught.splice(0)
}
