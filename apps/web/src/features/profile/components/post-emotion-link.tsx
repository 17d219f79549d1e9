import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '../../../shared/lib/paths.ts'
import { Icon } from '../../../shared/ui/icon.tsx'
import '../catalog.ts'
import '../../../shared/ui/icon-button.css'

/** The owner's pencil to /select_emotion, while nothing is posted today. */
export function PostEmotionLink() {
  const { t } = useLingui()
  return (
    <Link
      className="icon-button icon-button--tinted"
      to={paths.selectEmotion}
      aria-label={t`Post today's emotion`}
      title={t`Post today's emotion`}
    >
      <Icon path="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </Link>
  )
}
