import {
  NAME_CHARACTERS_MESSAGE,
  NAME_LENGTH_MESSAGE,
  NAME_LENGTH_TITLE,
  NAME_TAKEN_MESSAGE,
} from '@memap/shared/rules'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '../i18n/catalogs.ts'
import { textIn } from '../i18n/text.ts'
import { ApiError } from './api-errors.ts'
import {
  checkName,
  cleanedName,
  NAME_LENGTH_NOTICE,
  NAME_TAKEN_NOTICE,
  type Notice,
  nameFieldValue,
  refusedNameNotice,
} from './name-check.ts'

/** A notice as the dialog shows it (in English, the source). */
const shown = (notice: Notice | null) =>
  notice && {
    title: notice.title === undefined ? undefined : textIn(i18n, notice.title),
    message: textIn(i18n, notice.message),
  }

describe('the notices', () => {
  it("say the shared rules' words", () => {
    expect(shown(NAME_LENGTH_NOTICE)).toEqual({
      title: NAME_LENGTH_TITLE,
      message: NAME_LENGTH_MESSAGE,
    })
    expect(shown(NAME_TAKEN_NOTICE)?.message).toBe(NAME_TAKEN_MESSAGE)
  })
})

describe('nameFieldValue', () => {
  it('ignores what a name may not hold, as it is typed', () => {
    expect(nameFieldValue('Ann!@#.Kim')).toBe('AnnKim')
    expect(nameFieldValue('김민지 _-x9')).toBe('김민지 _-x9')
    expect(nameFieldValue('😀é')).toBe('')
  })
})

describe('checkName', () => {
  it('shows the length notice before asking the server', async () => {
    const isTaken = vi.fn(async () => false)
    expect(shown(await checkName('A', { isTaken }))).toEqual({
      title: 'Your input does not meet the required length',
      message: 'Please ensure it is between 2 and 20 characters.',
    })
    expect(await checkName('', { isTaken })).toBe(NAME_LENGTH_NOTICE)
    expect(isTaken).not.toHaveBeenCalled()
  })

  it('shows the duplicate notice for a taken name', async () => {
    expect(shown(await checkName('Ann', { isTaken: async () => true }))).toEqual({
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

describe('the name as stored', () => {
  it('is shown cleaned: no spaces at the ends, one between words', () => {
    expect(cleanedName('  Ben   Tester ')).toBe('Ben Tester')
  })

  it("refuses one that shows nothing, in the rule's words", async () => {
    const isTaken = vi.fn(async () => false)
    expect(shown(await checkName('\u3164\u3164', { isTaken }))).toEqual({
      title: 'This name cannot be used',
      message:
        'Must show letters: characters that show nothing (fillers, zero-width spaces) are not allowed.',
    })
    expect(await checkName('   ', { isTaken })).toBe(NAME_LENGTH_NOTICE)
    expect(isTaken).not.toHaveBeenCalled()
  })

  it('refuses one without a Korean or English letter', async () => {
    const isTaken = vi.fn(async () => false)
    for (const name of ['__', '--', '12']) {
      expect(shown(await checkName(name, { isTaken })), name).toEqual({
        title: 'This name cannot be used',
        message: 'Must hold a Korean or English letter.',
      })
    }
    expect(isTaken).not.toHaveBeenCalled()
  })

  it('counts names that read the same as the same name', async () => {
    const isTaken = vi.fn(async () => true)
    expect(await checkName(' ANN ', { isTaken, original: 'Ann' })).toBeNull()
    for (const same of ['B0b_Smith', 'Bob Srnith', 'BobSmith']) {
      expect(await checkName(same, { isTaken, original: 'Bob Smith' }), same).toBeNull()
    }
    expect(isTaken).not.toHaveBeenCalled()
  })

  it("shows the server's own reason when it refuses a name", () => {
    const context = { path: '/profile/register' }
    expect(refusedNameNotice(new ApiError(409, 'Already exists name.', context))).toBe(
      NAME_TAKEN_NOTICE,
    )
    expect(
      shown(refusedNameNotice(new ApiError(400, `user_name: ${NAME_CHARACTERS_MESSAGE}`, context))),
    ).toEqual({
      title: 'This name cannot be used',
      message: 'May hold only letters, digits, space, _ and -.',
    })
    expect(refusedNameNotice(new ApiError(400, 'svn: must be a whole number', context))).toBeNull()
  })
})
