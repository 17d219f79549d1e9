import type { Plugin } from 'vite'
import { type CodeRange, keepFontFaceRanges } from './unicode-ranges.ts'

/** Hangul jamo and syllables, CJK symbols and ideographs (Hanja), full-width forms. */
const HANGUL_AND_CJK: CodeRange[] = [
  [0x1100, 0x11ff],
  [0x2e80, 0x2fdf],
  [0x3000, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
]

/** Emoji, and the joiners and selectors that build them; not the digits, # and * of keycaps. */
const EMOJI: CodeRange[] = [
  [0x200d, 0x200d],
  [0x20e3, 0x20e3],
  [0x2190, 0x2bff],
  [0x3030, 0x3030],
  [0x303d, 0x303d],
  [0x3297, 0x3299],
  [0xfe0f, 0xfe0f],
  [0x1f000, 0x1faff],
  [0xe0020, 0xe007f],
]

const SERVED = [
  { file: /[\\/]@fontsource-variable[\\/]noto-sans-kr[\\/]index\.css$/, keep: HANGUL_AND_CJK },
  { file: /[\\/]@fontsource[\\/]noto-emoji[\\/]400\.css$/, keep: EMOJI },
]

/**
 * The fonts MeMap serves to a device without Hangul or emoji (src/app/served-fonts.ts) claim only
 * those characters: their Latin slices are dropped, so Latin text stays in the device's fonts and
 * never changes when a served font arrives (no layout shift, no later paint of the landing).
 */
export function servedFonts(): Plugin {
  return {
    name: 'memap:served-fonts',
    enforce: 'pre',
    transform(code, id) {
      const served = SERVED.find(({ file }) => file.test(id.split('?')[0] ?? id))
      return served ? { code: keepFontFaceRanges(code, served.keep), map: null } : null
    },
  }
}
