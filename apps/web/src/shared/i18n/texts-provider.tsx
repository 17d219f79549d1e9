import type { I18n } from '@lingui/core'
import { type I18nContext, LinguiContext } from '@lingui/react'
import { type ReactNode, useEffect, useState } from 'react'

const contextOf = (i18n: I18n): I18nContext => ({ i18n, _: i18n.t.bind(i18n) })

/**
 * Lingui's I18nProvider, except that the page is drawn again only when the language changes, not
 * each time a folder's texts load. Code never renders before its texts (lazy-with-texts.ts,
 * catalogs.ts), so a load has nothing to redraw; and a part that loads while the page hydrates
 * (the friend status of a shared profile) would make React throw the server's page away and draw
 * it anew, since a dehydrated part cannot take an update before it is hydrated.
 */
export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => ({ locale: i18n.locale, value: contextOf(i18n) }))
  useEffect(() => {
    const follow = () =>
      setContext((shown) =>
        shown.locale === i18n.locale && shown.value.i18n === i18n
          ? shown
          : { locale: i18n.locale, value: contextOf(i18n) },
      )
    follow()
    return i18n.on('change', follow)
  }, [i18n])
  return <LinguiContext value={context.value}>{children}</LinguiContext>
}
