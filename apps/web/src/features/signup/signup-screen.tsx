import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Redirect, useLocation, useSearchParams } from 'wouter'
import { getMembershipOnArrivalQueryOptions } from '../../shared/api/nft-status.ts'
import { paths } from '../../shared/lib/paths.ts'
import { SENT_FROM_PARAM } from '../../shared/lib/sent-from.ts'
import { EMPTY_SIGN_UP_DRAFT, sessionStore, useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { SuccessDialog } from '../../shared/ui/success-dialog.tsx'
import { getJoinRewardQueryOptions } from './api/join-reward.ts'
import './catalog.ts'
import { SignupForm } from './components/signup-form.tsx'
import { SignupIntro } from './components/signup-intro.tsx'

/** `/memapstart` (PRODUCT.md §2; §4, Sign-up: intro, form, submit, success modal, /memap). */
export function SignupScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Create MeMap`)
  const address = useSession((state) => state.address)
  const [, navigate] = useLocation()

  if (!address) return <Redirect to={paths.home} replace />
  return (
    <Signup
      address={address}
      onDone={(name) => {
        sessionStore.setState({ name, signUp: EMPTY_SIGN_UP_DRAFT })
        navigate(paths.memap)
      }}
    />
  )
}

/** A member who comes here goes to their MeMap; anyone else creates one. */
function Signup({ address, onDone }: { address: Address; onDone: (name: string | null) => void }) {
  const { t } = useLingui()
  const [step, setStep] = useState<'intro' | 'form'>('intro')
  // The route guard sent the wallet here from a member's page (app/layout/route-guard.tsx).
  const sentFrom = useSearchParams()[0].has(SENT_FROM_PARAM)
  const [created, setCreated] = useState<{ name: string; reward: number } | null>(null)
  const membership = useQuery(getMembershipOnArrivalQueryOptions(address))
  const joinReward = useQuery(getJoinRewardQueryOptions(address))

  if (membership.isPending || joinReward.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading…</Trans>
      </ScreenLoading>
    )
  }
  if (membership.data === true) {
    return <Redirect to={paths.memap} replace />
  }

  const paid = created?.reward ?? 0

  return (
    <>
      {step === 'intro' ? (
        <SignupIntro
          onStart={() => setStep('form')}
          sentFrom={sentFrom}
          // Unknown when the read failed: the intro then says nothing of the reward.
          joinReward={joinReward.data}
        />
      ) : (
        <SignupForm address={address} onCreated={(name, reward) => setCreated({ name, reward })} />
      )}
      {created !== null &&
        (created.reward > 0 ? (
          <SuccessDialog onClose={() => onDone(created.name)}>
            <Trans>
              Your MeMap is being minted on-chain, and {paid} Whoom tokens have been received.
            </Trans>
          </SuccessDialog>
        ) : (
          <SuccessDialog title={t`Welcome back!`} onClose={() => onDone(created.name)}>
            <Trans>
              Your MeMap is yours again, with the MeMap NFT you hold. The joining reward is paid
              once per wallet, so no Whoom this time.
            </Trans>
          </SuccessDialog>
        ))}
    </>
  )
}
