import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { getMembershipOnArrivalQueryOptions } from '../../shared/api/nft-status.ts'
import { paths } from '../../shared/lib/paths.ts'
import { EMPTY_SIGN_UP_DRAFT, sessionStore, useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { SuccessDialog } from '../../shared/ui/success-dialog.tsx'
import './catalog.ts'
import { SignupForm } from './components/signup-form.tsx'
import { SignupIntro } from './components/signup-intro.tsx'

/** `/memapstart` (PRODUCT.md §2; §4, Sign-up: intro, form, submit, success modal, /memap). */
export function SignupScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Create MeMap`)
  const address = useSession((state) => state.address)
  const navigate = useNavigate()

  if (!address) return <Navigate to={paths.home} replace />
  return (
    <Signup
      address={address}
      onDone={(name) => {
        sessionStore.setState({ name, signUp: EMPTY_SIGN_UP_DRAFT })
        navigate(paths.memap, { state: { user: address } })
      }}
    />
  )
}

/** A member who comes here goes to their MeMap; anyone else creates one. */
function Signup({ address, onDone }: { address: Address; onDone: (name: string | null) => void }) {
  const [step, setStep] = useState<'intro' | 'form'>('intro')
  const [createdName, setCreatedName] = useState<string | null>(null)
  const membership = useQuery(getMembershipOnArrivalQueryOptions(address))

  if (membership.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading…</Trans>
      </ScreenLoading>
    )
  }
  if (membership.data === true) {
    return <Navigate to={paths.memap} state={{ user: address }} replace />
  }

  const mintReward = ECONOMY.mintReward

  function finish() {
    onDone(createdName)
  }

  return (
    <>
      {step === 'intro' ? (
        <SignupIntro onStart={() => setStep('form')} />
      ) : (
        <SignupForm address={address} onCreated={setCreatedName} />
      )}
      {createdName !== null && (
        <SuccessDialog onClose={finish}>
          <Trans>
            Your MeMap is being minted on-chain, and {mintReward} Whoom tokens have been received.
          </Trans>
        </SuccessDialog>
      )}
    </>
  )
}
