import { afterEach, expect } from 'vitest'
import { takeConsoleErrors } from './console-errors.ts'

// Every e2e test: no page it opened logged an error or threw (e2e/support/console-errors.ts).
afterEach(() => {
  expect(takeConsoleErrors(), 'errors in the browser console').toEqual([])
})
