import { ECONOMY } from '@memap/shared/economy'
import { Link } from 'react-router'
import { paths } from '../../shared/lib/paths.ts'
import { InfoPage } from './info-page.tsx'

/** `/about`: what MeMap is, in a few paragraphs. */
export function AboutScreen() {
  return (
    <InfoPage title="About MeMap">
      <p>
        MeMap is a social identity card for people with a crypto wallet. Your wallet is your login:
        there is no password to remember, and your profile card, a MeMap, is an NFT minted to your
        own wallet.
      </p>
      <h2>What you do on MeMap</h2>
      <ul>
        <li>Post one emotion a day and say why; friends can cheer it.</li>
        <li>
          Make friends: a friend request costs the Whoom of the other member’s Social Network Value
          (SNV), returned in full if they decline. You can have up to {ECONOMY.friendLimit} friends.
        </li>
        <li>Keep a Top 9 album of photos that others can like.</li>
        <li>Collect badges, bought on chain, and show them in your identity graph.</li>
        <li>Share your MeMap with a QR code.</li>
      </ul>
      <h2>Whoom</h2>
      <p>
        Whoom is MeMap’s point. You earn it by taking part and spend it on friend requests and on
        changes to your album; you can withdraw it to your wallet as a token on chain. The{' '}
        <Link to={paths.rewardSystem} className="text-link">
          Reward system
        </Link>{' '}
        lists every amount.
      </p>
    </InfoPage>
  )
}
