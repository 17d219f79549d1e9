import type { I18n } from '@lingui/core'
import './catalog.ts'

/** Which catalogue of the server a name comes from. */
export type CatalogueKind = 'emotion' | 'badge' | 'badge-group'

/**
 * A name from the server's catalogues (an emotion, a badge, a badge group) in the current
 * language: the server writes them in English, and this folder's catalog has their Korean
 * (`catalogue-names.ts`). The one way the app shows them, accessible names included; an unknown
 * name shows as the server wrote it.
 */
export function catalogueName(i18n: I18n, kind: CatalogueKind, name: string): string {
  if (i18n.locale === 'en') return name
  const id = `${kind}:${name}`
  const text = i18n._(id)
  return text === id ? name : text
}
