import { describe, expect, it } from 'vitest'
import { intersectUnicodeRange, keepFontFaceRanges } from './unicode-ranges.ts'

const HANGUL: [number, number][] = [
  [0x1100, 0x11ff],
  [0xac00, 0xd7af],
]

describe('cutting fonts down to the characters they serve', () => {
  it('keeps the overlap of each range, single points included', () => {
    expect(intersectUnicodeRange('U+20-22,U+41-47,U+ac00,U+ace0-ad00,U+1100-1200', HANGUL)).toBe(
      'U+ac00,U+ace0-ad00,U+1100-11ff',
    )
    expect(intersectUnicodeRange('U+0000-00FF,U+2000-206F', HANGUL)).toBe('')
  })

  it('drops a font face left with no character, and cuts the others', () => {
    const css = `/* latin */
@font-face {
  font-family: 'Noto Sans KR Variable';
  src: url(./files/latin.woff2) format('woff2');
  unicode-range: U+0000-00FF,U+2000-206F;
}
/* [119] */
@font-face {
  font-family: 'Noto Sans KR Variable';
  src: url(./files/119.woff2) format('woff2');
  unicode-range: U+20-22,U+41-47,U+ac00,U+d558;
}`
    const cut = keepFontFaceRanges(css, HANGUL)
    expect(cut).not.toContain('latin.woff2')
    expect(cut).toContain('unicode-range: U+ac00,U+d558;')
    expect(cut.match(/@font-face/g)).toHaveLength(1)
  })
})
