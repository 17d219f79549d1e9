import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as korean } from '../locales/ko.po'
import { notificationText } from './notification-text.ts'

const text = (type: string, info = '', value = 0) =>
  notificationText(
    { WhoomHistoryTypeName: type, WhoomHistoryInformation: info, Value: value },
    i18n,
  )

describe('notificationText', () => {
  afterEach(() => i18n.activate('en'))

  it.each([
    ['mint_nft', '', 30, 'You completed Mint NFT and earned 30 Whoom'],
    [
      'name_changed',
      'Ann 2',
      0,
      'Another MeMap had your name first, so yours is now Ann 2. You can change it in Settings.',
    ],
    ['emotion_posting', 'Joy', 5, 'You empathized with your emotion update, Joy'],
    ['emotion_posting', '', 5, 'You empathized with your emotion update'],
    ['album_posting', '', 5, 'You earned 5 Whoom for adding a photo to your Top 9'],
    ['album_update', '', -10, 'You were charged 10 Whoom for deleting a photo from your Top 9'],
    ['album_posting_all', '', 15, 'You completed 9 Album Posting and earned 15 Whoom'],
    ['friend_receive', 'Jun', 3, 'Friend request received from Jun'],
    ['friend_receive', '', 3, 'Friend request received from Someone'],
    ['friend_request', 'Jun', 3, 'You received 3 Whoom as SNV from a friend connection'],
    ['friend_request_rejection', 'Mina', 3, 'Mina declined your friend request'],
    ['friend_request_rejection', '', 3, 'Someone declined your friend request'],
    ['friend_delete', 'Mina', 0, 'Mina deleted your friend connection'],
    ['friend_delete', '', -20, 'You deleted a friend connection and paid 20 Whoom'],
    ['friend_request_accept', 'Mina', 0, 'Mina accepted your friend request'],
    ['friend_request_accept', '', 0, 'Someone accepted your friend request'],
    ['emotion_cheer_receive', '', 2, 'Someone cheered your emotion'],
    ['emotion_cheer_request', '', 2, 'You cheered an emotion and earned 2 Whoom'],
    ['album_like_receive', 'Jun', 2, 'Jun liked your photo'],
    ['album_like_request', '', 2, 'You liked a photo and earned 2 Whoom'],
    ['withdraw', '', -30, 'You withdrew 29 Whoom to your wallet'],
  ])('%s (%j, %d): %s', (type, info, value, expected) => {
    expect(text(type, info, value)).toBe(expected)
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
    expect(text('album_posting', '', 1_234_567)).toBe(
      'You earned 1.2M Whoom for adding a photo to your Top 9',
    )
  })

  it('speaks Korean, the names and figures kept', () => {
    i18n.load('ko', korean)
    i18n.activate('ko')
    expect(text('friend_receive', 'Jun', 3)).toMatch(/^Jun.*[가-힣]/)
    expect(text('album_posting', '', 5)).toMatch(/5.*Whoom|Whoom.*5/)
    expect(text('album_posting', '', 5)).toMatch(/[가-힣]/)
    expect(text('badge_event', 'A new badge group is out!', 0)).toBe('A new badge group is out!')
  })
})
