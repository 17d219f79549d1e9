import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useState } from 'react'
import { Link, Redirect, useLocation } from 'wouter'
import { useOwnedBadges } from '../../shared/api/owned-badges.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { SuccessDialog } from '../../shared/ui/success-dialog.tsx'
import { useApplyBadges } from './api/apply-badges.ts'
import './catalog.ts'
import { activeIds, canSave, selectedIds, toggle } from './lib/badge-selection.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './my-assets.css'
import { catalogueName } from '../../shared/names/catalogue-name.ts'

/** `/myassets` (PRODUCT.md §2, §4): choose which owned badges the MeMap shows. */
export function MyAssetsScreen() {
  const { t } = useLingui()
  const own = useSession((state) => state.address)
  useDocumentTitle(t`My assets`)
  if (own === null) return <Redirect to={paths.home} replace />
  return <MyAssets address={own} />
}

function MyAssets({ address }: { address: Address }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const owned = useOwnedBadges(address)
  const apply = useApplyBadges(address)
  const saving = apply.isPending
  const [selection, setSelection] = useState<Set<number> | null>(null)
  const [result, setResult] = useState<'saved' | { error: unknown } | null>(null)
  const goToMeMap = () => navigate(paths.memap)

  if (owned.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading your badges…</Trans>
      </ScreenLoading>
    )
  }
  if (owned.isError) return <ScreenError onRetry={() => void owned.refetch()} />

  const badges = owned.data
  const count = badges.length
  const chosen = selection ?? activeIds(badges)
  const saveEnabled = canSave(badges.length, selection !== null) && !saving

  function save() {
    apply.mutate(selectedIds(badges, chosen), {
      onSuccess: () => setResult('saved'),
      onError: (error) => setResult({ error }),
    })
  }

  return (
    <section className="screen assets" aria-labelledby="assets-title">
      <h1 id="assets-title" className="screen__title">
        <Trans>My assets</Trans>
      </h1>
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
      <div role="tabpanel" aria-label={t`Badges`} className="assets__panel">
        <h2 className="assets__heading">{t`My Badges (${count})`}</h2>
        {badges.length === 0 ? (
          <div className="assets__empty">
            <p className="screen__lead">
              <Trans>
                You don't have any badges yet. Visit the Badge Collection to find and add badges
                that match your personality!
              </Trans>
            </p>
            <Link className="text-link" to={paths.badgeCollection}>
              <Trans>Go to the Badge collection</Trans>
            </Link>
          </div>
        ) : (
          <ul className="badge-chips" aria-label={t`My badges`}>
            {badges.map((badge) => (
              <li key={badge.badgeId}>
                <button
                  type="button"
                  className="badge-chip"
                  aria-pressed={chosen.has(badge.badgeId)}
                  onClick={() => setSelection(toggle(chosen, badge.badgeId))}
                >
                  {catalogueName(i18n, 'badge', badge.badgeName)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="screen__actions assets__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!saveEnabled}
          aria-busy={saving}
          onClick={save}
        >
          <Trans>Save &amp; Go to MeMap</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={goToMeMap}>
          <Trans>Cancel</Trans>
        </button>
      </div>
      {result === 'saved' && <SuccessDialog onClose={goToMeMap} />}
      {result !== null && result !== 'saved' && (
        <ErrorDialog error={result.error} onClose={() => setResult(null)} />
      )}
    </section>
  )
}
