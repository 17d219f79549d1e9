import { InfoPage } from './info-page.tsx'

/** `/roadmap`: where MeMap stands and what comes next, and who builds it. */
export function RoadmapScreen() {
  return (
    <InfoPage title="Roadmap & Team">
      <h2>Now: Beta</h2>
      <ul>
        <li>Your MeMap profile card, minted as an NFT to your wallet.</li>
        <li>Daily emotions with cheers, friends, the Top 9 album with likes.</li>
        <li>Badges bought on chain, QR sharing, Whoom rewards and withdrawals.</li>
      </ul>
      <h2>Next</h2>
      <ul>
        <li>News that arrives as it happens, without reloading.</li>
        <li>Korean and English throughout, and MeMap on your phone’s home screen.</li>
        <li>
          More control for members: your sessions, blocking and reporting, your data to take with
          you.
        </li>
      </ul>
      <h2>Team</h2>
      <p>
        MeMap is built by a small team of engineers and designers who want a social identity that
        belongs to the person it describes. Write to us with the Contact link on the start page.
      </p>
    </InfoPage>
  )
}
