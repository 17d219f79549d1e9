import { describe, expect, it, vi } from 'vitest'
import {
  checkName,
  hasValidNameLength,
  NAME_LENGTH_NOTICE,
  NAME_TAKEN_NOTICE,
  nameFieldValue,
} from './name-check.ts'

describe('nameFieldValue', () => {
  it('ignores what a name may not hold, as it is typed', () => {
    expect(nameFieldValue('Ann!@#.Kim')).toBe('AnnKim')
    expect(nameFieldValue('김민지 _-x9')).toBe('김민지 _-x9')
    expect(nameFieldValue('😀é')).toBe('')
  })
})

describe('hasValidNameLength', () => {
  it('takes 2 to 20 characters, counting a Korean syllable as one', () => {
    expect(hasValidNameLength('A')).toBe(false)
    expect(hasValidNameLength('Ab')).toBe(true)
    expect(hasValidNameLength('a'.repeat(20))).toBe(true)
    expect(hasValidNameLength('a'.repeat(21))).toBe(false)
    expect(hasValidNameLength('민지')).toBe(true)
  })
})

describe('checkName', () => {
  it('shows the length notice before asking the server', async () => {
    const isTaken = vi.fn(async () => false)
    expect(await checkName('A', { isTaken })).toEqual({
      title: 'Your input does not meet the required length',
      message: 'Please ensure it is between 2 and 20 characters.',
    })
    expect(await checkName('', { isTaken })).toBe(NAME_LENGTH_NOTICE)
    expect(isTaken).not.toHaveBeenCalled()
  })

  it('shows the duplicate notice for a taken name', async () => {
    expect(await checkName('Ann', { isTaken: async () => true })).toEqual({
      title: 'Duplicate check',
      message: 'Already exists name.',
    })
  })

  it('passes a free name', async () => {
    expect(await checkName('Ann', { isTaken: async () => false })).toBeNull()
  })

  it('on the edit screen, asks the server only for a changed name', async () => {
    const isTaken = vi.fn(async () => true)
    expect(await checkName('ann', { isTaken, original: 'Ann' })).toBeNull()
    expect(isTaken).not.toHaveBeenCalled()
    expect(await checkName('Anna', { isTaken, original: 'Ann' })).toBe(NAME_TAKEN_NOTICE)
    expect(isTaken).toHaveBeenCalledWith('Anna')
  })

  it('checks the length of an unchanged name too', async () => {
    expect(await checkName('A', { isTaken: async () => false, original: 'A' })).toBe(
      NAME_LENGTH_NOTICE,
    )
  })
})
