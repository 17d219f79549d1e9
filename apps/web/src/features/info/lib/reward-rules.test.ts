import { i18n } from '@lingui/core'
import { ECONOMY } from '@memap/shared/economy'
import { describe, expect, it } from 'vitest'
import { rewardRules } from './reward-rules.ts'

/** The rules as the page shows them in English. */
const inEnglish = (economy?: Parameters<typeof rewardRules>[0]) => {
  i18n.activate('en')
  return rewardRules(economy).map((rule) => ({
    event: i18n._(rule.event),
    who: i18n._(rule.who),
    whoom: i18n._(rule.whoom),
  }))
}

describe('rewardRules', () => {
  it('states what the server pays', () => {
    const byEvent = Object.fromEntries(inEnglish().map((rule) => [rule.event, rule.whoom]))
    expect(byEvent['MeMap minted when you join']).toBe('+30')
    expect(byEvent['Top 9 complete for the first time']).toBe('+15, once')
    expect(byEvent['Photo deleted from your Top 9']).toBe('−10')
    expect(byEvent['Withdrawal to your wallet']).toBe('− the amount you choose, and a fee of 1')
  })

  it('follows the economy configuration when it changes', () => {
    const rules = inEnglish({ ...ECONOMY, emotionReward: 7, friendDeletePayment: 25 })
    expect(rules.find((rule) => rule.event === 'Today’s emotion posted')?.whoom).toBe('+7')
    expect(rules.find((rule) => rule.event === 'Friend removed')?.whoom).toBe('−25')
  })
})
