import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { cleanName } from '../src/rules.ts'

// `npm run name-folds -w @memap/shared`: writes src/name-folds.ts, the part of Unicode's
// confusables table (UTS #39) that an allowed name can meet, merged with letter case. The
// table comes from the unhomoglyph package, which ships confusables.txt as JSON; deriving a
// small table here keeps that package out of the apps. `name-key.test.ts` checks that the
// written table is still what this derives.

/** The characters `nameKey` maps: those of an allowed name in NFKC, lower case and NFD. */
function keyAlphabet(): Set<string> {
  const alphabet = new Set<string>()
  for (let point = 0; point <= 0x10ffff; point++) {
    const char = String.fromCodePoint(point)
    if (cleanName(char) !== char) continue
    for (const part of char.normalize('NFKC').toLowerCase().normalize('NFD')) alphabet.add(part)
  }
  return alphabet
}

/**
 * Look-alikes UTS #39 leaves out because both sides are sequences or prototypes, which a name's
 * key folds all the same (PRODUCT.md §14): `w` reads as `vv`, as `m` reads as `rn`.
 */
const LOOK_ALIKE_SEQUENCES: Record<string, string> = { w: 'vv', W: 'VV' }

/**
 * What each character of the key alphabet becomes, where it changes. UTS #39's skeleton maps a
 * character to its prototype (`I` and `1` to `l`, `0` to `O`, `m` to `rn`); a key also ignores
 * letter case, so `i` must meet `I` and with it `l`. The characters are grouped by both
 * relations (case and confusable), and each group maps to the prototype its members map to, in
 * lower case, or to the sequence a member maps to, itself mapped.
 */
export function deriveNameFolds(): Map<string, string> {
  const confusables: Record<string, string> = createRequire(import.meta.url)(
    'unhomoglyph/data.json',
  )
  const skeleton = (char: string) =>
    (LOOK_ALIKE_SEQUENCES[char] ?? confusables[char] ?? char).normalize('NFD')
  const single = (text: string) => ([...text].length === 1 ? text : undefined)

  // The groups: characters joined by letter case and by single-character confusables.
  const parent = new Map<string, string>()
  const root = (char: string): string => {
    const up = parent.get(char) ?? char
    return up === char ? char : root(up)
  }
  const join = (a: string, b: string) => {
    const [ra, rb] = [root(a), root(b)]
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb)
  }
  const alphabet = keyAlphabet()
  const seen = new Set<string>()
  const queue = [...alphabet].flatMap((char) => [char, char.toUpperCase()])
  for (let char = queue.pop(); char !== undefined; char = queue.pop()) {
    if (seen.has(char)) continue
    seen.add(char)
    const neighbours = [char.toLowerCase(), char.toUpperCase(), skeleton(char)]
    for (const next of neighbours.map(single)) {
      if (next === undefined) continue
      join(char, next)
      queue.push(next)
    }
    // A sequence's characters are keyed in their turn.
    for (const part of skeleton(char)) queue.push(part)
  }
  const groups = new Map<string, string[]>()
  for (const char of seen) groups.set(root(char), [...(groups.get(root(char)) ?? []), char])

  const folds = new Map<string, string>()
  const fold = (char: string, path: string[] = []): string => {
    const known = folds.get(char)
    if (known !== undefined) return known
    if (path.includes(char)) throw new Error(`confusables loop through ${path.join(' ')}`)
    const members = (groups.get(root(char)) ?? [char]).sort()
    const sequences = new Set(
      members
        .map(skeleton)
        .filter((target) => single(target) === undefined)
        .map((target) => [...target].map((part) => fold(part, [...path, char])).join('')),
    )
    if (sequences.size > 1) throw new Error(`${members.join(' ')} map to ${[...sequences]}`)
    const prototypes = members
      .map((member) => skeleton(member))
      .filter((target, index) => target !== members[index])
      .map((target) => target.toLowerCase())
      .sort()
    const folded =
      [...sequences][0] ?? prototypes[0] ?? members.map((m) => m.toLowerCase()).sort()[0]
    if (folded === undefined) throw new Error(`no key for ${char}`)
    for (const member of members) folds.set(member, folded.normalize('NFD'))
    return folded.normalize('NFD')
  }

  const table = new Map<string, string>()
  for (const char of [...alphabet].sort()) {
    const folded = fold(char)
    if (folded !== char) table.set(char, folded)
  }
  // A key must be its own key: what the table writes, it leaves as it is.
  for (const [char, folded] of table) {
    for (const part of folded) {
      if ((table.get(part) ?? part) !== part) throw new Error(`${char} folds to ${part}, not final`)
    }
  }
  return table
}

const literal = (text: string) =>
  [...text]
    .map((char) => {
      const point = char.codePointAt(0) ?? 0
      if (point >= 0x20 && point < 0x7f) return char === "'" || char === '\\' ? `\\${char}` : char
      return point > 0xffff
        ? `\\u{${point.toString(16)}}`
        : `\\u${point.toString(16).padStart(4, '0')}`
    })
    .join('')

/** The text of src/name-folds.ts. */
export function nameFoldsSource(table: Map<string, string>): string {
  const rows = [...table].map(([char, folded]) => `  ['${literal(char)}', '${literal(folded)}'],`)
  return `// Written by \`npm run name-folds -w @memap/shared\` (scripts/name-folds.ts) from Unicode's
// confusables.txt as the unhomoglyph package ships it: do not edit.

/**
 * What a character of a name (in NFKC, lower case and NFD) becomes in the name's key, where it
 * changes: its UTS #39 confusable prototype, with letter case merged.
 */
export const NAME_FOLDS: ReadonlyMap<string, string> = new Map([
${rows.join('\n')}
])
`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(new URL('../src/name-folds.ts', import.meta.url))
  const table = deriveNameFolds()
  await writeFile(path, nameFoldsSource(table))
  console.log(`${table.size} folds written to ${path}`)
}
