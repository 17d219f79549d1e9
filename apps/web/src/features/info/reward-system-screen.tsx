import { Trans, useLingui } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import './catalog.ts'
import { InfoPage } from './info-page.tsx'
import { rewardRules } from './lib/reward-rules.ts'

/** `/reward-system`: every amount MeMap pays or charges, written from the economy configuration. */
export function RewardSystemScreen() {
  const { t, i18n } = useLingui()
  const { dailyInteractions, friendLimit } = ECONOMY
  return (
    <InfoPage title={t`Reward system`}>
      <p>
        <Trans>
          Whoom comes in two balances. <strong>Points</strong> are the Whoom MeMap keeps for you:
          you earn them and pay friend requests and photo deletes with them.{' '}
          <strong>On-chain Whoom</strong> is a token in your wallet: withdrawing moves your points
          there, and badges are bought with it.
        </Trans>
      </p>
      <table className="info-table">
        <caption className="visually-hidden">
          <Trans>Whoom earned and spent</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>Who</Trans>
            </th>
            <th scope="col">
              <Trans>Whoom</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rewardRules().map((rule) => (
            <tr key={rule.event.id}>
              <td>{i18n._(rule.event)}</td>
              <td>{i18n._(rule.who)}</td>
              <td>{i18n._(rule.whoom)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>
        <Trans>Limits</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Cheers and likes together: {dailyInteractions} a day (days run midnight to midnight,
            Seoul time). One cheer per emotion, one like per photo, none on your own.
          </Trans>
        </li>
        <li>
          <Trans>One emotion a day.</Trans>
        </li>
        <li>
          <Trans>Up to {friendLimit} friends.</Trans>
        </li>
        <li>
          <Trans>A balance never goes below zero: a payment it cannot cover is refused.</Trans>
        </li>
      </ul>
    </InfoPage>
  )
}
