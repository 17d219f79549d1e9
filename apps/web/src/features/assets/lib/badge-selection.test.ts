import { describe, expect, it } from 'vitest'
import { activeIds, canSave, selectedIds, toggle } from './badge-selection.ts'

const badges = [
  { badgeId: 1, badgeName: 'Explorer', status: true },
  { badgeId: 2, badgeName: 'Dreamer', status: false },
  { badgeId: 6, badgeName: 'Foodie', status: true },
]

describe('badge selection on /myassets', () => {
  it('starts from the active badges', () => {
    expect([...activeIds(badges)]).toEqual([1, 6])
    expect([...activeIds([])]).toEqual([])
  })

  it('toggles one badge without touching the given set', () => {
    const start = new Set([1])
    expect([...toggle(start, 2)]).toEqual([1, 2])
    expect([...toggle(start, 1)]).toEqual([])
    expect([...start]).toEqual([1])
  })

  it('enables Save only after a toggle and with at least one badge', () => {
    expect(canSave(3, false)).toBe(false)
    expect(canSave(0, true)).toBe(false)
    expect(canSave(0, false)).toBe(false)
    expect(canSave(1, true)).toBe(true)
  })

  it('sends the chosen ids in the list order, even none', () => {
    expect(selectedIds(badges, new Set([6, 2]))).toEqual([2, 6])
    expect(selectedIds(badges, new Set())).toEqual([])
  })
})
