import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ECONOMY } from '@memap/shared/economy'
import '../catalog.ts'

/**
 * PRODUCT.md §2, /friendlist: the title '{name}'s Network', in the current language (`i18n` from
 * useLingui()); on one's own list the header also shows 'count / 20' (PRODUCT.md §9, the friend limit).
 */
export function friendListHeader(
  params: { name: string; own: boolean; count: number },
  i18n: I18n,
): {
  title: string
  count: string | null
} {
  const { name } = params
  return {
    title: i18n._(msg`${name}'s Network`),
    count: params.own ? `${params.count} / ${ECONOMY.friendLimit}` : null,
  }
}
