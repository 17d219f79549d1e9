import { Trans, useLingui } from '@lingui/react/macro'
import { usePublicConfig } from '../../shared/lib/public-config.ts'
import './catalog.ts'
import { InfoPage } from './info-page.tsx'

/** `/roadmap`: where MeMap stands and what comes next, and who builds it. */
export function RoadmapScreen() {
  const { t } = useLingui()
  // A deployment without a contact address says nothing of one.
  const { contactEmail } = usePublicConfig().links
  return (
    <InfoPage title={t`Roadmap & Team`}>
      <h2>
        <Trans>Now: Beta</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your MeMap profile card, minted as an NFT to your wallet.</Trans>
        </li>
        <li>
          <Trans>Daily emotions with cheers, friends, the Top 9 album with likes.</Trans>
        </li>
        <li>
          <Trans>
            Badges bought on chain, without ETH for fees; QR sharing, Whoom rewards and withdrawals.
          </Trans>
        </li>
        <li>
          <Trans>News that arrives as it happens, and people you find by name.</Trans>
        </li>
        <li>
          <Trans>Korean and English throughout, and MeMap on your phone’s home screen.</Trans>
        </li>
        <li>
          <Trans>
            Control for members: your sessions, blocking and reporting, your data to take with you.
          </Trans>
        </li>
        <li>
          <Trans>
            A layout for phones and wide screens alike, and pages that appear at once, drawn by the
            server.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Next</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Notifications on your phone when a friend asks or cheers, even with MeMap closed.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Team</Trans>
      </h2>
      <p>
        <Trans>
          MeMap is built by a small team of engineers and designers who want a social identity that
          belongs to the person it describes.
        </Trans>{' '}
        {contactEmail !== null && (
          <Trans>
            Write to us at{' '}
            <a className="text-link" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            .
          </Trans>
        )}
      </p>
    </InfoPage>
  )
}
