import { Trans, useLingui } from '@lingui/react/macro'
import { VERSION_LABEL } from '@memap/shared/version'
import type { ReactNode } from 'react'
import { usePublicConfig } from '../../shared/lib/public-config.ts'
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import './catalog.ts'
import { LandingLink } from './components/landing-link.tsx'
import { landingLinks } from './landing-links.ts'
import '../../shared/ui/button.css'
import './landing.css'

export type LandingScreenProps = {
  /** The 'Connect Wallet' button, composed in app/ from the wallet feature. */
  connectWallet: ReactNode
  /** One line above Connect Wallet: why the landing shows (a deleted MeMap, a page to connect for). */
  notice?: ReactNode
}

/** `/` and `/landing`: welcome, Connect Wallet, community and terms, footer (PRODUCT.md §2). */
export function LandingScreen({ connectWallet, notice }: LandingScreenProps) {
  const { t } = useLingui()
  const links = landingLinks(usePublicConfig().links)
  return (
    <div className="landing">
      <main className="landing__main">
        <section className="landing__hero" aria-labelledby="landing-title">
          <LogoMark size={72} />
          <h1 id="landing-title" className="landing__title">
            <Trans>Welcome to MeMap</Trans>
          </h1>
          <p className="landing__lead">
            <Trans>
              Your wallet is your identity. Mint your MeMap profile card, share today’s emotion,
              make friends and earn Whoom along the way.
            </Trans>
          </p>
          {notice !== undefined && (
            <p className="landing__notice" role="status">
              {notice}
            </p>
          )}
          <div className="landing__cta">{connectWallet}</div>
          <p className="landing__links">
            {links.community.map((link) => (
              <span key={link.label.id} className="landing__link-item">
                <LandingLink className="text-link" link={link} />
                <span aria-hidden="true">·</span>
              </span>
            ))}
            <LandingLink className="text-link" link={links.terms} />
          </p>
        </section>
      </main>

      <footer className="landing__footer">
        <nav aria-label={t`About MeMap`}>
          <ul className="footer-links">
            {links.footer.map((link) => (
              <li key={link.label.id}>
                <LandingLink className="footer-link" link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Social`}>
          <ul className="footer-links footer-links--social">
            {links.social.map((link) => (
              <li key={link.label.id}>
                <LandingLink className="footer-link" link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <p className="landing__version">{VERSION_LABEL}</p>
      </footer>
    </div>
  )
}
