import { Trans } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import { useId } from 'react'
import { LogoMark } from '../../../shared/ui/logo-mark.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import './signup-intro.css'
import '../catalog.ts'

/**
 * PRODUCT.md §2, /memapstart: the 'Create MeMap' intro, before the form; `sentFrom` when the route
 * guard sent the wallet here from a member's page, which it says first.
 */
export function SignupIntro({ onStart, sentFrom }: { onStart: () => void; sentFrom: boolean }) {
  const titleId = useId()
  const mintReward = ECONOMY.mintReward
  return (
    <section className="screen screen--center signup-intro" aria-labelledby={titleId}>
      {sentFrom && (
        <p className="signup-intro__why" role="status">
          <Trans>That page is for members. Create your MeMap to open it.</Trans>
        </p>
      )}
      <LogoMark size={64} />
      <h1 id={titleId} className="screen__title">
        <Trans>Create MeMap</Trans>
      </h1>
      <p className="screen__lead">
        <Trans>
          Your MeMap is your profile card on the blockchain: a photo, a name and a few words about
          you.
        </Trans>
      </p>
      <ol className="signup-intro__steps">
        <li>
          <Trans>Pick a photo and a name</Trans>
        </li>
        <li>
          <Trans>Tell the others who you are</Trans>
        </li>
        <li>
          <Trans>Receive {mintReward} Whoom when your MeMap is minted</Trans>
        </li>
      </ol>
      <button type="button" className="button button--primary button--large" onClick={onStart}>
        <Trans>Start</Trans>
      </button>
    </section>
  )
}
