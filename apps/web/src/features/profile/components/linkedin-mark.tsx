import { useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { LinkedInIcon } from './social-glyphs.tsx'

/** PRODUCT.md §2: the LinkedIn link is inert on the profile, a mark that says the handle. */
export function LinkedInMark({ linkedin }: { linkedin: string }) {
  const { t } = useLingui()
  return (
    <span
      className={`social-icon${linkedin === '' ? ' social-icon--empty' : ''}`}
      role="img"
      aria-label={linkedin === '' ? t`LinkedIn: not linked` : t`LinkedIn: ${linkedin}`}
      title={t`LinkedIn`}
    >
      <LinkedInIcon />
    </span>
  )
}
