// Draws MeMap's mark (shared/ui/logo-mark.tsx, the favicon) in the centre of a QR code.

/** The mark's "M", in its 64 x 64 view box (the same path as `LogoMark`). */
const MARK_PATH = 'M16 46V18h6l10 14 10-14h6v28h-7V30l-9 12-9-12v16z'
const MARK_COLOR = '#5b3df5'

/**
 * Share of the code's width the logo and its white pad take. At error-correction level L a code
 * survives about 7% damaged codewords; 15% of the width (about 2% of the area, most of it over
 * the quiet zone's inside) keeps it readable.
 */
export const LOGO_WIDTH_SHARE = 0.15

/** Paints the white pad and the mark over the centre of the QR code on `canvas`. */
export function drawLogo(canvas: HTMLCanvasElement): void {
  const context = canvas.getContext('2d')
  if (!context) return
  const pad = Math.round(canvas.width * LOGO_WIDTH_SHARE)
  const left = Math.round((canvas.width - pad) / 2)
  const top = Math.round((canvas.height - pad) / 2)
  context.fillStyle = '#ffffff'
  context.fillRect(left, top, pad, pad)
  const inset = Math.max(2, Math.round(pad * 0.1))
  const mark = pad - 2 * inset
  context.save()
  context.translate(left + inset, top + inset)
  context.scale(mark / 64, mark / 64)
  context.fillStyle = MARK_COLOR
  context.beginPath()
  context.roundRect(0, 0, 64, 64, 16)
  context.fill()
  context.fillStyle = '#ffffff'
  context.fill(new Path2D(MARK_PATH))
  context.restore()
}
