import {
  cleanName,
  NAME_LENGTH_MESSAGE,
  NAME_LENGTH_TITLE,
  NAME_MAX,
  NAME_MIN,
  NAME_TAKEN_MESSAGE,
} from '@memap/shared/rules'

/** A message for the notice dialog. */
export type Notice = { title?: string; message: string }

export const NAME_LENGTH_NOTICE: Notice = { title: NAME_LENGTH_TITLE, message: NAME_LENGTH_MESSAGE }
export const NAME_TAKEN_NOTICE: Notice = { title: 'Duplicate check', message: NAME_TAKEN_MESSAGE }

/** Spec §5: what the name field keeps of what is typed (other characters are ignored). */
export const nameFieldValue = cleanName

export function hasValidNameLength(name: string): boolean {
  const length = [...name].length
  return length >= NAME_MIN && length <= NAME_MAX
}

/** Names compare case-insensitively (decisions §5), so 'ann' is the name 'Ann' unchanged. */
export function isSameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase()
}

export type CheckNameOptions = {
  /** Asks the server; a failed check must answer true (spec §8). */
  isTaken: (name: string) => Promise<boolean>
  /** On the edit screen, the saved name: uniqueness is checked only for a changed name. */
  original?: string
}

/**
 * The name check of the forms (spec §5), on blur and on submit: the length first, then whether
 * another MeMap has the name. Answers the notice to show, or null when the name is fine.
 */
export async function checkName(
  name: string,
  { isTaken, original }: CheckNameOptions,
): Promise<Notice | null> {
  if (!hasValidNameLength(name)) return NAME_LENGTH_NOTICE
  if (original !== undefined && isSameName(name, original)) return null
  return (await isTaken(name)) ? NAME_TAKEN_NOTICE : null
}
