import { useLingui } from '@lingui/react'
import type { DateStyle } from './format-date.ts'
import { useRenderedFor } from './rendered-page.ts'

/**
 * How the screen being rendered writes dates: in its language, and in the time zone the server
 * rendered the page in (the device's own on a page the browser rendered alone).
 */
export function useDateStyle(): DateStyle {
  const { i18n } = useLingui()
  return { locale: i18n.locale, timeZone: useRenderedFor()?.timeZone }
}
