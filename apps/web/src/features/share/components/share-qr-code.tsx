import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import '../catalog.ts'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'
import { drawLogo } from '../lib/qr-logo.ts'

/** Pixel width of the drawn code (the canvas is shown at most this wide). */
const QR_SIZE = 264

/**
 * The QR code of `text` at error-correction level L with MeMap's mark in the centre (PRODUCT.md §2).
 * The qrcode library is imported here, so it travels in this screen's chunk only.
 */
export function ShareQrCode({ text, label }: { text: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let active = true
    setFailed(false)
    import('qrcode')
      .then(async ({ toCanvas }) => {
        const canvas = canvasRef.current
        if (!active || !canvas) return
        await toCanvas(canvas, text, {
          errorCorrectionLevel: 'L',
          margin: 4,
          width: QR_SIZE,
          color: { dark: '#17151fff', light: '#ffffffff' },
        })
        if (active) drawLogo(canvas)
      })
      .catch((error: unknown) => {
        keepCauseOfShownFailure(error)
        if (active) setFailed(true)
      })
    return () => {
      active = false
    }
  }, [text])

  if (failed) {
    return (
      <p className="share__qr-error" role="alert">
        <Trans>The QR code could not be drawn. The link below still works.</Trans>
      </p>
    )
  }
  return (
    <canvas
      ref={canvasRef}
      className="share__qr"
      width={QR_SIZE}
      height={QR_SIZE}
      role="img"
      aria-label={label}
    />
  )
}
