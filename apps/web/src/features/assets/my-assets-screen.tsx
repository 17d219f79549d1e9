import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useState } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useOwnedBadges } from '../../shared/api/owned-badges.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { SuccessDialog } from '../../shared/ui/success-dialog.tsx'
import { useApplyBadges } from './api/apply-badges.ts'
import './catalog.ts'
import { AssetsTabs } from './components/assets-tabs.tsx'
import { BadgesPanel } from './components/badges-panel.tsx'
import { activeIds, canSave, selectedIds, toggle } from './lib/badge-selection.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './my-assets.css'

/** `/myassets` (PRODUCT.md §2, §4): choose which owned badges the MeMap shows. */
export function MyAssetsScreen() {
  const { t } = useLingui()
  const own = useSession((state) => state.address)
  useDocumentTitle(t`My assets`)
  if (own === null) return <Redirect to={paths.home} replace />
  return <MyAssets address={own} />
}

function MyAssets({ address }: { address: Address }) {
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
      <AssetsTabs />
      <BadgesPanel
        badges={badges}
        chosen={chosen}
        onToggle={(badgeId) => setSelection(toggle(chosen, badgeId))}
      />
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
