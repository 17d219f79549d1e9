import {
  canonicalName,
  cleanName,
  NAME_LENGTH_MESSAGE,
  NAME_LENGTH_TITLE,
  NAME_TAKEN_MESSAGE,
  nameKey,
  nameProblem,
} from '@memap/shared/rules'
import { ApiError } from './api-client.ts'

/** A message for the notice dialog. */
export type Notice = { title?: string; message: string }

export const NAME_LENGTH_NOTICE: Notice = { title: NAME_LENGTH_TITLE, message: NAME_LENGTH_MESSAGE }
export const NAME_TAKEN_NOTICE: Notice = { title: 'Duplicate check', message: NAME_TAKEN_MESSAGE }
const NAME_REFUSED_TITLE = 'This name cannot be used'

/** Spec §5: what the name field keeps of what is typed (other characters are ignored). */
export const nameFieldValue = cleanName

/** The name as it will be stored: shown in the field when it is left. */
export const cleanedName = canonicalName

/** The notice for a rule of the shared name rules, in their words. */
function ruleNotice(problem: string): Notice {
  if (problem === NAME_LENGTH_MESSAGE) return NAME_LENGTH_NOTICE
  return { title: NAME_REFUSED_TITLE, message: sentence(problem) }
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`

/** Two names are one when a person reads them as the same (decisions §5). */
export function isSameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b)
}

export type CheckNameOptions = {
  /** Asks the server; a failed check must answer true (spec §8). */
  isTaken: (name: string) => Promise<boolean>
  /** On the edit screen, the saved name: uniqueness is checked only for a changed name. */
  original?: string
}

/**
 * The name check of the forms (spec §5), on blur and on submit: the rules first (length,
 * characters that show nothing), then whether another MeMap has the name. Answers the notice
 * to show, or null when the name is fine.
 */
export async function checkName(
  name: string,
  { isTaken, original }: CheckNameOptions,
): Promise<Notice | null> {
  const problem = nameProblem(canonicalName(name))
  if (problem) return ruleNotice(problem)
  if (original !== undefined && isSameName(name, original)) return null
  return (await isTaken(name)) ? NAME_TAKEN_NOTICE : null
}

/**
 * The notice for a registration or edit the server refused because of the name, in the
 * server's own words (taken meanwhile, or a rule); null when the refusal was about something
 * else.
 */
export function refusedNameNotice(error: unknown): Notice | null {
  if (!(error instanceof ApiError) || error.serverMessage === undefined) return null
  if (error.serverMessage === NAME_TAKEN_MESSAGE) return NAME_TAKEN_NOTICE
  const rule = /^user_name: (.+)$/.exec(error.serverMessage)?.[1]
  return rule === undefined ? null : ruleNotice(rule)
}
