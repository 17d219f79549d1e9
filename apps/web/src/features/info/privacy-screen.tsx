import { InfoPage } from './info-page.tsx'

/** `/privacy`: what MeMap keeps about a member, who sees it, and what the chain keeps. */
export function PrivacyScreen() {
  return (
    <InfoPage title="Privacy">
      <h2>What we keep</h2>
      <ul>
        <li>
          Your wallet address, and the profile you give: name, description, profile image, custom
          link and the accounts you link (X, Telegram).
        </li>
        <li>
          Your emotions and their reasons, friends and requests, album photos and likes, badges,
          your Whoom history and your notifications.
        </li>
        <li>
          A session cookie for each device you sign in from. We keep no password: you sign in by
          signing a message with your wallet.
        </li>
      </ul>
      <h2>Photos</h2>
      <p>
        Every image you upload is re-encoded on our server, and its metadata (camera, location) is
        removed before it is stored.
      </p>
      <h2>Who sees what</h2>
      <ul>
        <li>Your profile, album and badges are public: anyone with the link can see them.</li>
        <li>With “Show emotion details” off, only you see your emotion and its reason.</li>
        <li>Your Whoom balance, history and notifications are yours alone.</li>
      </ul>
      <h2>On chain</h2>
      <p>
        Your MeMap NFT, badge purchases and withdrawals are public transactions on the blockchain.
        No one, including us, can remove them.
      </p>
    </InfoPage>
  )
}
