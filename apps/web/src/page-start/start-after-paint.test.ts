import { APP_SCRIPTS_META } from '@memap/shared/server-render'
import { describe, expect, it } from 'vitest'
import { APP_SCRIPTS_META_NAME } from './start-after-paint.ts'

describe('the first script of a rendered page', () => {
  it('looks for the meta tag the server writes', () => {
    expect(APP_SCRIPTS_META_NAME).toBe(APP_SCRIPTS_META)
  })
})
