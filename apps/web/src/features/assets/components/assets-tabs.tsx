import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'

/** The two tabs of /myassets: Badges, the one shown; Items, not open yet (PRODUCT.md §2). */
export function AssetsTabs() {
  const { t } = useLingui()
  return (
    <div className="assets-tabs" role="tablist" aria-label={t`Assets`}>
      <button type="button" role="tab" aria-selected="true" className="assets-tabs__tab">
        <Trans>Badges</Trans>
      </button>
      <button
        type="button"
        role="tab"
        aria-selected="false"
        aria-disabled="true"
        className="assets-tabs__tab"
        disabled
      >
        <Trans>Items</Trans>
      </button>
    </div>
  )
}
