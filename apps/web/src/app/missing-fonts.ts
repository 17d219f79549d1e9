/** A character no font has (private use): the device draws its "missing glyph" box. */
const NO_GLYPH = '\u{E000}'

/** Whether the device has a font that draws `char`: its pixels differ from the missing box's. */
function drawsGlyph(char: string): boolean {
  const canvas = document.createElement('canvas')
  canvas.width = 32
  canvas.height = 32
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return true
  const pixels = (text: string) => {
    context.clearRect(0, 0, 32, 32)
    context.font = '24px sans-serif'
    context.textBaseline = 'top'
    context.fillText(text, 0, 0)
    return context.getImageData(0, 0, 32, 32).data.join()
  }
  return pixels(char) !== pixels(NO_GLYPH)
}

/**
 * Serves the fonts for Hangul and emoji (app/served-fonts.ts) to a device that lacks them: a member's
 * name in Hangul is never a row of boxes. A phone has its own: then nothing is downloaded.
 */
export function serveMissingFonts(): void {
  const missing = { hangul: !drawsGlyph('한'), emoji: !drawsGlyph('👏') }
  if (!missing.hangul && !missing.emoji) return
  void import('./served-fonts.ts').then(() => {
    document.documentElement.classList.toggle('serve-hangul', missing.hangul)
    document.documentElement.classList.toggle('serve-emoji', missing.emoji)
  })
}
