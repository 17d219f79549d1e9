import './avatar.css'
export type AvatarProps = {
  /** A picture URL (a data URL or `/v0/images/…`); empty shows the initial instead. */
  src: string
  name: string
  size?: 'md' | 'xl'
}

/** A round profile picture, or the name's first letter on a tinted disc. Decorative. */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  const className = `avatar avatar--${size}`
  if (src !== '') return <img className={className} src={src} alt="" />
  return (
    <span className={`${className} avatar--empty`} aria-hidden="true">
      {[...name.trim()][0]?.toLocaleUpperCase() ?? ''}
    </span>
  )
}
