import { i18n } from '@lingui/core'
import { NOTIFICATION_TYPES } from '@memap/shared/notifications'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogsReady } from '../../../shared/i18n/catalogs.ts'
import { messages as korean } from '../locales/ko.po'
import { notificationAmount, notificationParts, notificationText } from './notification-text.ts'

const text = (type: string, info = '', value = 0) =>
  notificationText(
    { WhoomHistoryTypeName: type, WhoomHistoryInformation: info, Value: value },
    i18n,
  )

describe('notificationText', () => {
  afterEach(() => i18n.activate('en'))

  it('has a line of its own for every type the API writes, not the type name', () => {
    const untold = NOTIFICATION_TYPES.filter((type) => text(type, '', 1) === type)
    expect(untold).toEqual([])
  })

  it.each([
    ['mint_nft', '', 30, 'Your MeMap was minted'],
    [
      'name_changed',
      'Ann 2',
      0,
      'Another MeMap had your name first, so yours is now Ann 2. You can change it in Settings.',
    ],
    ['emotion_posting', 'Happy', 5, "You posted today's emotion: Happy"],
    ['emotion_posting', '', 5, "You posted today's emotion"],
    ['album_posting', '', 5, 'You added a photo to your Top 9'],
    ['album_update', '', -10, 'You deleted a photo from your Top 9'],
    ['album_posting_all', '', 15, 'Your Top 9 is full: a bonus of 15 Whoom'],
    ['friend_receive', 'Jun', 3, 'Friend request received from Jun'],
    ['friend_receive', '', 3, 'Friend request received from Someone'],
    ['friend_request_sent', 'Jun', -3, 'You sent Jun a friend request'],
    ['friend_request', 'Jun', 3, 'You and Jun are now friends'],
    ['friend_request_rejection', 'Mina', 3, 'Mina declined your friend request'],
    ['friend_request_rejection', '', 3, 'Someone declined your friend request'],
    ['friend_delete', 'Mina', 0, 'Mina deleted your friend connection'],
    ['friend_delete', 'Mina', -20, 'You deleted your friend connection with Mina'],
    ['friend_delete', '', -20, 'You deleted a friend connection'],
    ['friend_request_accept', 'Mina', 0, 'Mina accepted your friend request'],
    ['friend_request_accept', '', 0, 'Someone accepted your friend request'],
    ['emotion_cheer_receive', 'Jun', 2, 'Jun cheered your emotion'],
    ['emotion_cheer_receive', '', 2, 'Someone cheered your emotion'],
    ['emotion_cheer_request', 'Mina', 2, "You cheered Mina's emotion"],
    ['emotion_cheer_request', '', 2, 'You cheered an emotion'],
    ['album_like_receive', 'Jun', 2, 'Jun liked your photo'],
    ['album_like_request', 'Mina', 2, "You liked Mina's photo"],
    ['album_like_request', '', 2, 'You liked a photo'],
    ['withdraw', '', -30, 'You withdrew 29 Whoom to your wallet'],
    ['withdraw', '', -21, 'You withdrew 20 Whoom to your wallet'],
    ['withdrawal_paid', '0xabc', 95, '95 Whoom reached your wallet'],
    ['badge_purchased', 'Dreamer', -5, 'You bought the badge Dreamer; MeMap paid the gas'],
    [
      'badge_purchase_failed',
      'Dreamer',
      0,
      'Your purchase of the badge Dreamer did not go through; no Whoom were taken',
    ],
    [
      'badge_payment_refunded',
      'Dreamer',
      5,
      'You already had the badge Dreamer: the 5 Whoom you paid again are back in your wallet',
    ],
  ])('%s (%j, %d): %s', (type, info, value, expected) => {
    expect(text(type, info, value)).toBe(expected)
  })

  it('puts the other member apart, to link their MeMap, wherever the sentence names them', () => {
    const ann = '0x00000000000000000000000000000000000000a1'
    const reader = '0x00000000000000000000000000000000000000b2'
    const entry = {
      WhoomHistoryTypeName: 'emotion_cheer_receive',
      WhoomHistoryInformation: 'Ann',
      Value: 2,
      WalletAddr: ann,
      TargetWalletAddr: reader,
    }
    expect(notificationParts(entry, i18n, reader)).toEqual([
      { name: 'Ann', address: ann },
      ' cheered your emotion',
    ])
    // The reader acted: the other member is the one acted on.
    expect(
      notificationParts(
        {
          ...entry,
          WhoomHistoryTypeName: 'album_like_request',
          WalletAddr: reader,
          TargetWalletAddr: ann,
        },
        i18n,
        reader,
      ),
    ).toEqual(['You liked ', { name: 'Ann', address: ann }, "'s photo"])
    // No name, or one's own news: words only.
    expect(notificationParts({ ...entry, WhoomHistoryInformation: '' }, i18n, reader)).toEqual([
      'Someone cheered your emotion',
    ])
    expect(
      notificationParts({ ...entry, WhoomHistoryTypeName: 'name_changed' }, i18n, reader),
    ).toHaveLength(1)
  })

  it('shows the raw information text of a type it does not know', () => {
    expect(text('badge_event', 'A new badge group is out!', 0)).toBe('A new badge group is out!')
  })

  it('falls back to the type name when an unknown type has no information', () => {
    expect(text('badge_event')).toBe('badge_event')
  })

  it('ignores blank names', () => {
    expect(text('friend_receive', '   ')).toBe('Friend request received from Someone')
  })

  it('formats large values', () => {
    expect(text('withdraw', '', -1_234_567)).toBe('You withdrew 1.2M Whoom to your wallet')
  })

  it('speaks Korean, the names and figures kept', async () => {
    i18n.load('ko', korean)
    i18n.activate('ko')
    // As the app does before it shows Korean: the particles' rule comes with the Korean texts.
    await catalogsReady()
    expect(text('friend_receive', 'Jun', 3)).toMatch(/^Jun.*[가-힣]/)
    expect(text('withdraw', '', -6)).toMatch(/5.*Whoom|Whoom.*5/)
    expect(text('withdrawal_paid', '0xabc', 95)).toBe('95 Whoom이 지갑에 도착했어요')
    expect(text('album_posting', '', 5)).toMatch(/[가-힣]/)
    // The own name, followed by the particle that fits it.
    expect(text('name_changed', '지우 2', 0)).toContain('지우 2로')
    expect(text('name_changed', '민준', 0)).toContain('민준으로')
    expect(text('badge_event', 'A new badge group is out!', 0)).toBe('A new badge group is out!')
    // A badge by its Korean name (shared/names), as the catalogues' names are shown.
    expect(text('badge_purchased', 'Dreamer', -5)).toMatch(/^몽상가 .*[가-힣]/)
    expect(text('badge_purchase_failed', 'Dreamer', 0)).toMatch(/^몽상가 .*[가-힣]/)
    expect(text('badge_payment_refunded', 'Dreamer', 5)).toMatch(/몽상가.*5 Whoom.*[가-힣]/)
  })
})

describe('notificationAmount', () => {
  const amount = (type: string, value: number) =>
    notificationAmount({ WhoomHistoryTypeName: type, WhoomHistoryInformation: '', Value: value })

  it("is the value of a change of the reader's points", () => {
    expect(amount('emotion_posting', 5)).toBe(5)
    expect(amount('withdraw', -96)).toBe(-96)
    expect(amount('badge_purchased', -5)).toBe(-5)
  })

  it('is none for nothing, a request held of the requester, and Whoom already in the wallet', () => {
    expect(amount('friend_request_accept', 0)).toBeNull()
    expect(amount('friend_receive', 3)).toBeNull()
    // The withdrawal's own entry took them from the points: no second, positive amount.
    expect(amount('withdrawal_paid', 95)).toBeNull()
  })
})
