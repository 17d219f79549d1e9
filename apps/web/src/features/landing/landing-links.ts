import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PublicConfig } from '@memap/shared/config'
import { type AppPath, paths } from '../../shared/lib/paths.ts'
import './catalog.ts'

/**
 * One of the landing's links (PRODUCT.md §2): a page of the app, an address the deployment configures
 * (`/v0/config` links), or, for Discord, shown disabled as §2 says.
 */
export type LandingLink =
  | { label: MessageDescriptor; to: AppPath }
  | { label: MessageDescriptor; href: string }
  | { label: MessageDescriptor; disabled: true }

export type LandingLinks = {
  community: LandingLink[]
  terms: LandingLink
  footer: LandingLink[]
  social: LandingLink[]
}

/** The landing's links; a configured address left unset hides its link. */
export function landingLinks(links: PublicConfig['links']): LandingLinks {
  const configured = (label: MessageDescriptor, href: string | null): LandingLink[] =>
    href === null ? [] : [{ label, href }]
  return {
    community: configured(msg`Community`, links.community),
    terms: { label: msg`Terms of Service`, to: paths.terms },
    footer: [
      { label: msg`About`, to: paths.about },
      { label: msg`Reward system`, to: paths.rewardSystem },
      { label: msg`Roadmap & Team`, to: paths.roadmap },
      { label: msg`Privacy`, to: paths.privacy },
      ...configured(
        msg`Contact`,
        links.contactEmail === null ? null : `mailto:${links.contactEmail}`,
      ),
      ...configured(msg`White paper`, links.whitePaper),
    ],
    social: [
      ...configured(msg`X`, links.x),
      ...configured(msg`Telegram`, links.telegram),
      { label: msg`Discord`, disabled: true },
    ],
  }
}
