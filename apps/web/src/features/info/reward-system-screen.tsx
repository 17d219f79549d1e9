import { ECONOMY } from '@memap/shared/economy'
import { InfoPage } from './info-page.tsx'
import { rewardRules } from './lib/reward-rules.ts'

/** `/reward-system`: every amount MeMap pays or charges, written from the economy configuration. */
export function RewardSystemScreen() {
  return (
    <InfoPage title="Reward system">
      <p>
        Whoom comes in two balances. <strong>Points</strong> are the Whoom MeMap keeps for you: you
        earn them and pay friend requests and photo deletes with them.{' '}
        <strong>On-chain Whoom</strong> is a token in your wallet: withdrawing moves your points
        there, and badges are bought with it.
      </p>
      <table className="info-table">
        <caption className="visually-hidden">Whoom earned and spent</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Whoom</th>
          </tr>
        </thead>
        <tbody>
          {rewardRules().map((rule) => (
            <tr key={rule.event}>
              <td>{rule.event}</td>
              <td>{rule.who}</td>
              <td>{rule.whoom}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Limits</h2>
      <ul>
        <li>
          Cheers and likes together: {ECONOMY.dailyInteractions} a day (days run midnight to
          midnight, Seoul time). One cheer per emotion, one like per photo, none on your own.
        </li>
        <li>One emotion a day.</li>
        <li>Up to {ECONOMY.friendLimit} friends.</li>
        <li>A balance never goes below zero: a payment it cannot cover is refused.</li>
      </ul>
    </InfoPage>
  )
}
