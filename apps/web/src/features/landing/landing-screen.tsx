import { VERSION_LABEL } from '@memap/shared/version'
import type { ReactNode } from 'react'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import { ExternalLink } from './components/external-link.tsx'
import { communityLink, footerLinks, socialLinks, termsLink } from './landing-links.ts'

export type LandingScreenProps = {
  /** The 'Connect Wallet' button, composed in app/ from the wallet feature. */
  connectWallet: ReactNode
}

/** `/` and `/landing`: welcome, Connect Wallet, community and terms, footer (spec §2). */
export function LandingScreen({ connectWallet }: LandingScreenProps) {
  return (
    <div className="landing">
      <main className="landing__main">
        <section className="landing__hero" aria-labelledby="landing-title">
          <LogoMark size={72} />
          <h1 id="landing-title" className="landing__title">
            Welcome to MeMap
          </h1>
          <p className="landing__lead">
            Your wallet is your identity. Mint your MeMap profile card, share today’s emotion, make
            friends and earn Whoom along the way.
          </p>
          <div className="landing__cta">{connectWallet}</div>
          <p className="landing__links">
            <ExternalLink className="text-link" link={communityLink} />
            <span aria-hidden="true">·</span>
            <ExternalLink className="text-link" link={termsLink} />
          </p>
        </section>
      </main>

      <footer className="landing__footer">
        <nav aria-label="About MeMap">
          <ul className="footer-links">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <ExternalLink className="footer-link" link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Social">
          <ul className="footer-links footer-links--social">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <ExternalLink className="footer-link" link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <p className="landing__version">{VERSION_LABEL}</p>
      </footer>
    </div>
  )
}
