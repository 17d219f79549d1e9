import { ECONOMY } from '@memap/shared/economy'
import { useId } from 'react'
import { LogoMark } from '../../../shared/ui/logo-mark.tsx'

/** Spec §2, /memapstart: the 'Create MeMap' intro, before the form. */
export function SignupIntro({ onStart }: { onStart: () => void }) {
  const titleId = useId()
  return (
    <section className="screen screen--center signup-intro" aria-labelledby={titleId}>
      <LogoMark size={64} />
      <h1 id={titleId} className="screen__title">
        Create MeMap
      </h1>
      <p className="screen__lead">
        Your MeMap is your profile card on the blockchain: a photo, a name and a few words about
        you.
      </p>
      <ol className="signup-intro__steps">
        <li>Pick a photo and a name</li>
        <li>Tell the others who you are</li>
        <li>Receive {ECONOMY.mintReward} Whoom when your MeMap is minted</li>
      </ol>
      <button type="button" className="button button--primary button--large" onClick={onStart}>
        Start
      </button>
    </section>
  )
}
