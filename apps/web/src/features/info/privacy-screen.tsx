import { Trans, useLingui } from '@lingui/react/macro'
import './catalog.ts'
import { InfoPage } from './info-page.tsx'

/** `/privacy`: what MeMap keeps about a member, who sees it, and what the chain keeps. */
export function PrivacyScreen() {
  const { t } = useLingui()
  return (
    <InfoPage title={t`Privacy`}>
      <h2>
        <Trans>What we keep</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your wallet address, and the profile you give: name, description, profile image, custom
            link and the accounts you link (X, Telegram).
          </Trans>
        </li>
        <li>
          <Trans>
            Your emotions and their reasons, friends and requests, album photos and likes, badges,
            your Whoom history and your notifications.
          </Trans>
        </li>
        <li>
          <Trans>
            A session cookie for each device you sign in from. We keep no password: you sign in by
            signing a message with your wallet.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Photos</Trans>
      </h2>
      <p>
        <Trans>
          Every image you upload is re-encoded on our server, and its metadata (camera, location) is
          removed before it is stored.
        </Trans>
      </p>
      <h2>
        <Trans>Who sees what</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your profile, album and badges are public: anyone with the link can see them.
          </Trans>
        </li>
        <li>
          <Trans>With “Show emotion details” off, only you see your emotion and its reason.</Trans>
        </li>
        <li>
          <Trans>Your Whoom balance, history and notifications are yours alone.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>On chain</Trans>
      </h2>
      <p>
        <Trans>
          Your MeMap NFT, badge purchases and withdrawals are public transactions on the blockchain.
          No one, including us, can remove them.
        </Trans>
      </p>
    </InfoPage>
  )
}
