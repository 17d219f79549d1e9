import { InfoPage } from './info-page.tsx'

/** `/terms`: the rules of using MeMap. */
export function TermsScreen() {
  return (
    <InfoPage title="Terms of Service">
      <p>By connecting a wallet and creating a MeMap you agree to these terms.</p>
      <h2>Your account</h2>
      <ul>
        <li>
          Your wallet is your account. Keep its keys safe: MeMap never holds them and cannot recover
          them.
        </li>
        <li>One MeMap per wallet. Your name must be your own and is unique on MeMap.</li>
      </ul>
      <h2>What you post</h2>
      <ul>
        <li>
          You are responsible for your name, description, emotions and photos. Post only what you
          have the right to share, and nothing illegal, hateful or harassing.
        </li>
        <li>Content that breaks these rules may be removed.</li>
      </ul>
      <h2>Whoom</h2>
      <ul>
        <li>
          Whoom points have no cash value inside MeMap. Amounts earned and spent are those on the
          Reward system page; payments that your balance does not cover are refused.
        </li>
        <li>
          Transactions on chain (badge purchases, withdrawals) are final once confirmed and may cost
          a network fee.
        </li>
      </ul>
      <h2>Beta</h2>
      <p>
        MeMap is in beta: features may change, and the service is offered as it is, without
        warranty.
      </p>
    </InfoPage>
  )
}
