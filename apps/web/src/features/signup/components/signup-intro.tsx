import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { LogoMark } from '../../../shared/ui/logo-mark.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import './signup-intro.css'
import '../catalog.ts'

/**
 * PRODUCT.md §2, /memapstart: the 'Create MeMap' intro, before the form; `sentFrom` when the route
 * guard sent the wallet here from a member's page, which it says first. `joinReward`: the Whoom
 * joining pays this wallet (0 for one that joined before, PRODUCT.md §12; unknown when it could
 * not be read, and then not spoken of).
 */
export function SignupIntro({
  onStart,
  sentFrom,
  joinReward,
}: {
  onStart: () => void
  sentFrom: boolean
  joinReward: number | undefined
}) {
  const titleId = useId()
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
        {joinReward !== undefined && (
          <li>
            {joinReward > 0 ? (
              <Trans>Receive {joinReward} Whoom when your MeMap is minted</Trans>
            ) : (
              <Trans>
                You joined before: the joining reward is paid once per wallet, so no Whoom this time
              </Trans>
            )}
          </li>
        )}
      </ol>
      <button type="button" className="button button--primary button--large" onClick={onStart}>
        <Trans>Start</Trans>
      </button>
    </section>
  )
}
