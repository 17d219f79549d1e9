import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { paths } from '../../shared/lib/paths.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import '../../shared/ui/button.css'
import './catalog.ts'
import './info.css'

/** The frame of the landing's pages (About, Reward system, ...): open to everyone, no wallet. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="info-page">
      <header className="info-page__header">
        <Link to={paths.home} className="info-page__home">
          <LogoMark size={32} />
          <span>MeMap</span>
        </Link>
      </header>
      <main className="info-page__main">
        <h1 className="info-page__title">{title}</h1>
        {children}
        <p className="info-page__back">
          <Link to={paths.home} className="text-link">
            <Trans>Back to MeMap</Trans>
          </Link>
        </p>
      </main>
    </div>
  )
}
