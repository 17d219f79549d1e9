import { AFTER_PAINT_TEMPLATE, APP_SCRIPTS_META } from '@memap/shared/server-render'
import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_TEMPLATE_ATTRIBUTE, APP_SCRIPTS_META_NAME } from './start-after-paint.ts'

describe('the first script of a rendered page', () => {
  it('looks for the meta tag the server writes', () => {
    expect(APP_SCRIPTS_META_NAME).toBe(APP_SCRIPTS_META)
  })

  it('looks for the template of links the server writes', () => {
    expect(AFTER_PAINT_TEMPLATE_ATTRIBUTE).toBe(AFTER_PAINT_TEMPLATE)
  })
})
