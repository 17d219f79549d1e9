import type { RefusalCode } from '@memap/shared/refusal-codes'
import {
  NAME_LENGTH_MESSAGE,
  NAME_LENGTH_TITLE,
  NAME_TAKEN_MESSAGE,
  refusedNameCharacter,
} from '@memap/shared/rules'
import { describe, expect, it, vi } from 'vitest'
import type { NameClash } from '../api/check-username.ts'
import { i18n } from '../i18n/catalogs.ts'
import { textIn } from '../i18n/text.ts'
import { ApiError } from '../lib/api-errors.ts'
import {
  checkName,
  cleanedName,
  NAME_LENGTH_NOTICE,
  NAME_LOOK_ALIKE_NOTICE,
  NAME_TAKEN_NOTICE,
  type Notice,
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

describe('refusedNameCharacter', () => {
  it('names the first character a name cannot hold, whole, and none in a name it can', () => {
    expect(refusedNameCharacter('Zoë')).toBe('ë')
    expect(refusedNameCharacter('Jose\u0301')).toBe('é')
    expect(refusedNameCharacter('\u0410lice')).toBe('\u0410')
    expect(refusedNameCharacter('Al!ce')).toBe('!')
    expect(refusedNameCharacter('😀 Ann')).toBe('😀')
    expect(refusedNameCharacter('김민지 _-x9')).toBeUndefined()
  })
})

describe('checkName', () => {
  it('shows the length notice before asking the server', async () => {
    const clashOf = vi.fn(async (): Promise<NameClash> => null)
    expect(shown(await checkName('A', { clashOf }))).toEqual({
      title: 'Your input does not meet the required length',
      message: 'Please ensure it is between 2 and 20 characters.',
    })
    expect(await checkName('', { clashOf })).toBe(NAME_LENGTH_NOTICE)
    expect(clashOf).not.toHaveBeenCalled()
  })

  it('shows the duplicate notice for a taken name', async () => {
    expect(shown(await checkName('Ann', { clashOf: async () => 'taken' }))).toEqual({
      title: 'Duplicate check',
      message: 'Already exists name.',
    })
  })

  it("says a look-alike of another member's name looks like it, not that it is the same", async () => {
    expect(shown(await checkName('B0b Smith', { clashOf: async () => 'look-alike' }))).toEqual({
      title: 'Duplicate check',
      message: 'This name looks too much like the name of another member.',
    })
  })

  it('passes a free name', async () => {
    expect(await checkName('Ann', { clashOf: async () => null })).toBeNull()
  })

  it('on the edit screen, asks the server only for a changed name', async () => {
    const clashOf = vi.fn(async (): Promise<NameClash> => 'taken')
    expect(await checkName('ann', { clashOf, original: 'Ann' })).toBeNull()
    expect(clashOf).not.toHaveBeenCalled()
    expect(await checkName('Anna', { clashOf, original: 'Ann' })).toBe(NAME_TAKEN_NOTICE)
    expect(clashOf).toHaveBeenCalledWith('Anna')
  })

  it('checks the length of an unchanged name too', async () => {
    expect(await checkName('A', { clashOf: async () => null, original: 'A' })).toBe(
      NAME_LENGTH_NOTICE,
    )
  })
})

describe('the name as stored', () => {
  it('is shown cleaned: no spaces at the ends, one between words', () => {
    expect(cleanedName('  Ben   Tester ')).toBe('Ben Tester')
  })

  it("refuses one that shows nothing, in the rule's words", async () => {
    const clashOf = vi.fn(async (): Promise<NameClash> => null)
    expect(shown(await checkName('\u3164\u3164', { clashOf }))).toEqual({
      title: 'This name cannot be used',
      message:
        'Must show letters: characters that show nothing (fillers, zero-width spaces) are not allowed.',
    })
    expect(await checkName('   ', { clashOf })).toBe(NAME_LENGTH_NOTICE)
    expect(clashOf).not.toHaveBeenCalled()
  })

  it('refuses one without a Korean or English letter', async () => {
    const clashOf = vi.fn(async (): Promise<NameClash> => null)
    for (const name of ['__', '--', '12']) {
      expect(shown(await checkName(name, { clashOf })), name).toEqual({
        title: 'This name cannot be used',
        message: 'Must hold a Korean or English letter.',
      })
    }
    expect(clashOf).not.toHaveBeenCalled()
  })

  it('counts names that read the same as the same name', async () => {
    const clashOf = vi.fn(async (): Promise<NameClash> => 'taken')
    expect(await checkName(' ANN ', { clashOf, original: 'Ann' })).toBeNull()
    for (const same of ['B0b_Smith', 'Bob Srnith', 'BobSmith']) {
      expect(await checkName(same, { clashOf, original: 'Bob Smith' }), same).toBeNull()
    }
    expect(clashOf).not.toHaveBeenCalled()
  })

  it("shows the server's own reason when it refuses a name, by its code", () => {
    const context = { path: '/profile/register' }
    const refused = (status: number, code: RefusalCode) =>
      new ApiError(status, 'words the server may reword', context, { code })
    expect(refusedNameNotice(refused(409, 'name_taken'))).toBe(NAME_TAKEN_NOTICE)
    expect(refusedNameNotice(refused(409, 'name_look_alike'))).toBe(NAME_LOOK_ALIKE_NOTICE)
    expect(refusedNameNotice(refused(400, 'name_length'))).toBe(NAME_LENGTH_NOTICE)
    expect(shown(refusedNameNotice(refused(400, 'name_characters')))).toEqual({
      title: 'This name cannot be used',
      message: 'May hold only letters, digits, space, _ and -.',
    })
    expect(refusedNameNotice(refused(400, 'snv_too_low'))).toBeNull()
  })
})
