import { NAME_FOLDS } from './name-folds.ts'

/** What a key leaves out: the separators a name may hold. */
const SEPARATORS = /[ _-]/g

/**
 * Two names are the same name when their keys are equal: what a person reads as the same, in
 * spite of letter case, normalization forms, full and half width, spaces, `_` and `-`, and
 * look-alike letters (`B0b`, `BIob`, `Srnith` for `Bob`, `Blob`, `Smith`). The look-alikes are
 * UTS #39's confusable skeleton (NFD, each character to its prototype, NFD) over the characters
 * a name may hold, with letter case merged (name-folds.ts). The database keeps it unique.
 *
 * Apart from rules.ts so that its table loads only with the name forms.
 */
export function nameKey(name: string): string {
  const letters = name.normalize('NFKC').toLowerCase().normalize('NFD').replace(SEPARATORS, '')
  let key = ''
  for (const char of letters) key += NAME_FOLDS.get(char) ?? char
  // Composed again where it can be: keys equal in NFD are equal in NFC, and shorter in the index.
  return key.normalize('NFC')
}
