import { describe, expect, it } from 'vitest'
import { friendListHeader } from './friend-list-header.ts'

describe('friendListHeader', () => {
  it("shows 'count / 20' on one's own list", () => {
    expect(friendListHeader({ name: 'Ann', own: true, count: 3 })).toEqual({
      title: "Ann's Network",
      count: '3 / 20',
    })
  })

  it('shows no count on somebody else’s list', () => {
    expect(friendListHeader({ name: 'Bob', own: false, count: 3 })).toEqual({
      title: "Bob's Network",
      count: null,
    })
  })
})
