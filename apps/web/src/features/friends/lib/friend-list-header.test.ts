import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as korean } from '../locales/ko.po'
import { friendListHeader } from './friend-list-header.ts'

describe('friendListHeader', () => {
  afterEach(() => i18n.activate('en'))

  it("shows 'count / 20' on one's own list", () => {
    expect(friendListHeader({ name: 'Ann', own: true, count: 3 }, i18n)).toEqual({
      title: "Ann's Network",
      count: '3 / 20',
    })
  })

  it('shows no count on somebody else’s list', () => {
    expect(friendListHeader({ name: 'Bob', own: false, count: 3 }, i18n)).toEqual({
      title: "Bob's Network",
      count: null,
    })
  })

  it('names the network in Korean too', () => {
    i18n.load('ko', korean)
    i18n.activate('ko')
    expect(friendListHeader({ name: 'Bob', own: false, count: 3 }, i18n).title).toBe(
      'Bob님의 네트워크',
    )
  })
})
