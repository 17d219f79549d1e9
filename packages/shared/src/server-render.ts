import type { Address } from './address.ts'
import type { PublicConfig } from './config.ts'
import type { EmbeddedProfile } from './profile.ts'

// Between the API, which answers a page, and the web build's server entry
// (apps/web/src/entry-server.tsx), which renders its first screen with the app's own components.
// Types and constants only: the web's first download imports this.

/** The languages MeMap speaks; English is the source of every text. */
export const LOCALES = ['en', 'ko'] as const
export type Locale = (typeof LOCALES)[number]

/**
 * A page the server rendered embeds, in the element of this id, whom and in which language it
 * rendered it for (`RenderedFor`): the app's first render in the browser starts from the same, so
 * it matches the HTML it hydrates.
 */
export const EMBEDDED_RENDER_ID = 'memap-rendered'

/**
 * Whom a page was rendered for: the session's wallet (or nobody), in one language, its dates and
 * times in one time zone (an IANA name): the browser's first render uses the same, so that both
 * write 'Friends since' alike.
 */
export type RenderedFor = { viewer: Address | null; locale: Locale; timeZone: string }

/** A page to render: its address, for whom, and the data its first screen shows. */
export type PageToRender = RenderedFor & {
  /** The path and query, as requested. */
  url: string
  config: PublicConfig
  /** The profile a shared profile's page shows (`/memap?user=…`), as its viewer sees it. */
  profile?: EmbeddedProfile
}

/** A page's screen as the server rendered it. */
export type RenderedPage = {
  /** The HTML inside the page's root element. */
  html: string
  /** The page's title, as the screen sets it in the browser. */
  title: string | undefined
}

/** What the web build's server entry exports. */
export type PageRenderer = {
  /** The language of a page: the member's stored choice (a cookie), else the browser's. */
  localeOf: (storedChoice: string | undefined, acceptLanguage: string | undefined) => Locale
  /** The page's screen, or undefined for a page rendered in the browser only. */
  render: (page: PageToRender) => Promise<RenderedPage | undefined>
}

/** The cookie that tells the server the language the member chose (set beside localStorage). */
export const LOCALE_COOKIE = 'memap_language'

/** The cookie that tells the server the browser's time zone (set by the app on each visit). */
export const TIME_ZONE_COOKIE = 'memap_time_zone'

/** The zone of a page rendered before the browser said its own: MeMap's days are Seoul's. */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul'

/**
 * The meta tag of a rendered page that lists the app's scripts in place of their tags: the
 * page's first script fetches them once the screen has painted (apps/web/src/page-start).
 */
export const APP_SCRIPTS_META = 'memap-app-scripts'

/**
 * The attribute of a rendered page's template of links no paint needs (its home-screen icon, its manifest):
 * the page's first script adds them once the screen has painted (apps/web/src/page-start).
 */
export const AFTER_PAINT_TEMPLATE = 'data-after-paint'
