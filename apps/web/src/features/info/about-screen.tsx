import { Trans, useLingui } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import { Link } from 'wouter'
import { paths } from '../../shared/lib/paths.ts'
import './catalog.ts'
import { InfoPage } from './info-page.tsx'
import '../../shared/ui/button.css'

/** `/about`: what MeMap is, in a few paragraphs. */
export function AboutScreen() {
  const { t } = useLingui()
  const friendLimit = ECONOMY.friendLimit
  return (
    <InfoPage title={t`About MeMap`}>
      <p>
        <Trans>
          MeMap is a social identity card for people with a crypto wallet. Your wallet is your
          login: there is no password to remember, and your profile card, a MeMap, is an NFT minted
          to your own wallet.
        </Trans>
      </p>
      <h2>
        <Trans>What you do on MeMap</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Post one emotion a day and say why; friends can cheer it.</Trans>
        </li>
        <li>
          <Trans>
            Make friends: a friend request costs the Whoom of the other member’s Social Network
            Value (SNV), returned in full if they decline. You can have up to {friendLimit} friends.
          </Trans>
        </li>
        <li>
          <Trans>Keep a Top 9 album of photos that others can like.</Trans>
        </li>
        <li>
          <Trans>Collect badges, bought on chain, and show them in your identity graph.</Trans>
        </li>
        <li>
          <Trans>Share your MeMap with a QR code.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Whoom</Trans>
      </h2>
      <p>
        <Trans>
          Whoom is MeMap’s point. You earn it by taking part and spend it on friend requests and on
          changes to your album; you can withdraw it to your wallet as a token on chain. The{' '}
          <Link to={paths.rewardSystem} className="text-link">
            Reward system
          </Link>{' '}
          lists every amount.
        </Trans>
      </p>
    </InfoPage>
  )
}
