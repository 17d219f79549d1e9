/** A one-path, 24x24 icon in the text's colour; decorative (the control around it has the name). */
export function Icon({ path, size = 20 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d={path} />
    </svg>
  )
}
