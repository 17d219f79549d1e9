import { Trans, useLingui } from '@lingui/react/macro'
import './catalog.ts'
import { InfoPage } from './info-page.tsx'

/** Any address that is none of the app's pages: says so, with the way home below it. */
export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <InfoPage title={t`Page not found`}>
      <p>
        <Trans>There is no page at this address. It may have been mistyped, or it has moved.</Trans>
      </p>
    </InfoPage>
  )
}
