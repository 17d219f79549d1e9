import { ECONOMY } from '@memap/shared/economy'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { paths } from '../../app/paths.ts'
import { EMPTY_SIGN_UP_DRAFT, sessionStore, useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { SuccessDialog } from '../../shared/ui/success-dialog.tsx'
import { SignupForm } from './components/signup-form.tsx'
import { SignupIntro } from './components/signup-intro.tsx'

/** `/memapstart` (spec §2; §4, Sign-up: intro, form, submit, success modal, /memap). */
export function SignupScreen() {
  useDocumentTitle('Create MeMap')
  const address = useSession((state) => state.address)
  const navigate = useNavigate()
  const [step, setStep] = useState<'intro' | 'form'>('intro')
  const [createdName, setCreatedName] = useState<string | null>(null)

  if (!address) return <Navigate to={paths.home} replace />

  function finish() {
    sessionStore.setState({ name: createdName, signUp: EMPTY_SIGN_UP_DRAFT })
    navigate(paths.memap, { state: { user: address } })
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
          Your MeMap is being minted on-chain, and {ECONOMY.mintReward} Whoom tokens have been
          received.
        </SuccessDialog>
      )}
    </>
  )
}
