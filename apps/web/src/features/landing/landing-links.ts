import type { PublicConfig } from '@memap/shared/config'
import { type AppPath, paths } from '../../shared/lib/paths.ts'

/**
 * One of the landing's links (spec §2): a page of the app, an address the deployment configures
 * (`/v0/config` links), or, for Discord, shown disabled as the spec says.
 */
export type LandingLink =
  | { label: string; to: AppPath }
  | { label: string; href: string }
  | { label: string; disabled: true }

export type LandingLinks = {
  community: LandingLink[]
  terms: LandingLink
  footer: LandingLink[]
  social: LandingLink[]
}

/** The landing's links; a configured address left unset hides its link. */
export function landingLinks(links: PublicConfig['links']): LandingLinks {
  const configured = (label: string, href: string | null): LandingLink[] =>
    href === null ? [] : [{ label, href }]
  return {
    community: configured('Community', links.community),
    terms: { label: 'Terms of Service', to: paths.terms },
    footer: [
      { label: 'About', to: paths.about },
      { label: 'Reward system', to: paths.rewardSystem },
      { label: 'Roadmap & Team', to: paths.roadmap },
      { label: 'Privacy', to: paths.privacy },
      ...configured('Contact', links.contactEmail === null ? null : `mailto:${links.contactEmail}`),
      ...configured('White paper', links.whitePaper),
    ],
    social: [
      ...configured('X', links.x),
      ...configured('Telegram', links.telegram),
      { label: 'Discord', disabled: true },
    ],
  }
}
