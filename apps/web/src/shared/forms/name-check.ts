import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { nameKey } from '@memap/shared/name-key'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import { canonicalName, NAME_PROBLEM_CODES, nameProblem } from '@memap/shared/rules'
import type { NameClash } from '../api/check-username.ts'
import './catalog.ts'
import type { Text } from '../i18n/text.ts'
import { ApiError } from '../lib/api-errors.ts'

/**
 * A message for the notice dialog: MeMap's own words as descriptors (`msg`), translated when
 * shown, or a text as it is.
 */
export type Notice = { title?: Text; message: Text }

// The shared rules' words (NAME_LENGTH_TITLE, NAME_LENGTH_MESSAGE, NAME_TAKEN_MESSAGE), to translate.
export const NAME_LENGTH_NOTICE: Notice = {
  title: msg`Your input does not meet the required length`,
  message: msg`Please ensure it is between 2 and 20 characters.`,
}
export const NAME_TAKEN_NOTICE: Notice = {
  title: msg`Duplicate check`,
  message: msg`Already exists name.`,
}
/** A name that reads as another member's though written otherwise: said, not called the same. */
export const NAME_LOOK_ALIKE_NOTICE: Notice = {
  title: msg`Duplicate check`,
  message: msg`This name looks too much like the name of another member.`,
}
const NAME_REFUSED_TITLE = msg`This name cannot be used`

/** The other rules of a name, by the code of their refusal, as the notice words them. */
const RULES: Partial<Record<RefusalCode, MessageDescriptor>> = {
  name_invisible: msg`Must show letters: characters that show nothing (fillers, zero-width spaces) are not allowed.`,
  name_characters: msg`May hold only letters, digits, space, _ and -.`,
  name_letter: msg`Must hold a Korean or English letter.`,
}

/** The name as it will be stored: shown in the field when it is left. */
export const cleanedName = canonicalName

/**
 * The notice for a rule of the shared name rules, by its refusal's code (the form's own check and
 * the server's answer alike); null for a code that is no rule of a name.
 */
function ruleNotice(code: RefusalCode | undefined): Notice | null {
  if (code === 'name_length') return NAME_LENGTH_NOTICE
  const message = code === undefined ? undefined : RULES[code]
  return message ? { title: NAME_REFUSED_TITLE, message } : null
}

/** Two names are one when a person reads them as the same (PRODUCT.md §14). */
export function isSameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b)
}

export type CheckNameOptions = {
  /** Asks the server; a failed check must answer 'taken' (PRODUCT.md §8). */
  clashOf: (name: string) => Promise<NameClash>
  /** On the edit screen, the saved name: uniqueness is checked only for a changed name. */
  original?: string
}

/**
 * The name check of the forms (PRODUCT.md §5), on blur and on submit: the rules first (length,
 * characters that show nothing), then whether another MeMap has the name. Answers the notice
 * to show, or null when the name is fine.
 */
export async function checkName(
  name: string,
  { clashOf, original }: CheckNameOptions,
): Promise<Notice | null> {
  const problem = nameProblem(canonicalName(name))
  if (problem) return ruleNotice(NAME_PROBLEM_CODES[problem]) ?? NAME_LENGTH_NOTICE
  if (original !== undefined && isSameName(name, original)) return null
  const clash = await clashOf(name)
  if (clash === 'look-alike') return NAME_LOOK_ALIKE_NOTICE
  return clash === 'taken' ? NAME_TAKEN_NOTICE : null
}

/**
 * The notice for a registration or edit the server refused because of the name, by its code
 * (taken meanwhile, or a rule); null when the refusal was about something else.
 */
export function refusedNameNotice(error: unknown): Notice | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'name_taken') return NAME_TAKEN_NOTICE
  if (error.code === 'name_look_alike') return NAME_LOOK_ALIKE_NOTICE
  return ruleNotice(error.code)
}
