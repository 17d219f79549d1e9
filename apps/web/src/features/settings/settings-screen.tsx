import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { Link, Redirect } from 'wouter'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { ApiError } from '../../shared/lib/api-errors.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import './catalog.ts'
import { BlockedSection } from './components/blocked-section.tsx'
import { DataSection } from './components/data-section.tsx'
import { LanguageSection } from './components/language-section.tsx'
import { LeaveSection } from './components/leave-section.tsx'
import { PushSection } from './components/push/push-section.tsx'
import { SessionsSection } from './components/sessions-section.tsx'
import { SettingsForm } from './components/settings-form.tsx'

/**
 * `/settings` (PRODUCT.md §2): the signed-in wallet edits its MeMap and sees its signed-in devices;
 * a wallet without a MeMap has the language and its devices.
 */
export function SettingsScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Set Your MeMap!`)
  const address = useSession((state) => state.address)
  if (!address) return <Redirect to={paths.home} replace />
  return <OwnSettings address={address} />
}

function OwnSettings({ address }: { address: Address }) {
  const profile = useUserInfo({ target: address, viewer: address })
  if (profile.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading your MeMap…</Trans>
      </ScreenLoading>
    )
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return <WalletSettings address={address} />
    }
    return <ScreenError onRetry={() => void profile.refetch()} />
  }
  return (
    <>
      <SettingsForm profile={profile.data} address={address} />
      <LanguageSection />
      <PushSection address={address} />
      <SessionsSection address={address} />
      <BlockedSection address={address} />
      <DataSection address={address} />
      <LeaveSection address={address} />
    </>
  )
}

/** A wallet signed in without a MeMap: the language and the devices, and the way to create one. */
function WalletSettings({ address }: { address: Address }) {
  return (
    <>
      <section className="screen">
        <h1 className="screen__title">
          <Trans>Settings</Trans>
        </h1>
        <p className="screen__lead">
          <Trans>This wallet has no MeMap yet.</Trans>{' '}
          <Link className="text-link" to={paths.memapStart}>
            <Trans>Create my MeMap</Trans>
          </Link>
        </p>
      </section>
      <LanguageSection />
      <SessionsSection address={address} />
    </>
  )
}
