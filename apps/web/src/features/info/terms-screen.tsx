import { Trans, useLingui } from '@lingui/react/macro'
import './catalog.ts'
import { InfoPage } from './info-page.tsx'

/** `/terms`: the rules of using MeMap. */
export function TermsScreen() {
  const { t } = useLingui()
  return (
    <InfoPage title={t`Terms of Service`}>
      <p>
        <Trans>By connecting a wallet and creating a MeMap you agree to these terms.</Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your wallet is your account. Keep its keys safe: MeMap never holds them and cannot
            recover them.
          </Trans>
        </li>
        <li>
          <Trans>One MeMap per wallet. Your name must be your own and is unique on MeMap.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>What you post</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            You are responsible for your name, description, emotions and photos. Post only what you
            have the right to share, and nothing illegal, hateful or harassing.
          </Trans>
        </li>
        <li>
          <Trans>Content that breaks these rules may be removed.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Whoom</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Whoom points have no cash value inside MeMap. Amounts earned and spent are those on the
            Reward system page; payments that your balance does not cover are refused.
          </Trans>
        </li>
        <li>
          <Trans>
            Transactions on chain (badge purchases, withdrawals) are final once confirmed and may
            cost a network fee.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Beta</Trans>
      </h2>
      <p>
        <Trans>
          MeMap is in beta: features may change, and the service is offered as it is, without
          warranty.
        </Trans>
      </p>
    </InfoPage>
  )
}
