// The landing page's outbound links (spec §2). The spec names them but prints no addresses:
// `href: null` renders a visibly disabled link until the real address is filled in here.

export type LandingLink = {
  label: string
  href: string | null
  /** Spec §2: the Discord link is disabled. */
  disabled?: boolean
}

export const communityLink: LandingLink = { label: 'Community', href: null }

export const termsLink: LandingLink = { label: 'Terms of Service', href: null }

export const footerLinks: LandingLink[] = [
  { label: 'About', href: null },
  { label: 'Reward system', href: null },
  { label: 'Roadmap & Team', href: null },
  { label: 'Contact', href: null },
  { label: 'White paper', href: null },
]

export const socialLinks: LandingLink[] = [
  { label: 'X', href: null },
  { label: 'Telegram', href: null },
  { label: 'Discord', href: null, disabled: true },
]
