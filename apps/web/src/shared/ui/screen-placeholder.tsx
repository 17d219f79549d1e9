import { type ReactNode, useId } from 'react'
import { useDocumentTitle } from '../lib/use-document-title.ts'

export type ScreenPlaceholderProps = {
  /** The screen's title, as the spec words it where it gives one. */
  title: string
  /** One or two sentences on what the screen will offer. */
  children: ReactNode
}

/** An honest stand-in for a screen that is still being built: its title, its purpose, no data. */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
  const titleId = useId()
  useDocumentTitle(title)
  return (
    <section className="screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        {title}
      </h1>
      <p className="screen__lead">{children}</p>
      <p className="screen__status" role="status">
        <span className="screen__status-dot" aria-hidden="true" />
        This screen is on its way.
      </p>
    </section>
  )
}
