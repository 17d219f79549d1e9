import type { PageRenderer, PageToRender, RenderedPage } from '@memap/shared/server-render'
import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { App } from './app/app.tsx'
import { createQueryClient } from './app/providers.tsx'
import { loadScreenCode } from './app/router.tsx'
import { seedProfile } from './features/profile/api/prefetch-profile.ts'
import { catalogsReady, speakEveryLanguage, speakerFor } from './shared/i18n/catalogs.ts'
import { acceptedLanguages, preferredLocale } from './shared/i18n/locale.ts'
import { paths } from './shared/lib/paths.ts'
import { getPublicConfigQueryOptions } from './shared/lib/public-config.ts'
import type { PageRender } from './shared/lib/rendered-page.ts'

// The web build's server entry (scripts/build.ts builds it into dist/.server): the API renders the
// first screen of the pages people arrive on from outside with the app's own components
// (apps/api/src/plugins/web.ts), and the browser hydrates it (main.tsx).

/** The landing's pages, open to everyone and the same for every visitor. */
const OPEN_PAGES: ReadonlySet<string> = new Set([
  paths.home,
  paths.landing,
  paths.about,
  paths.rewardSystem,
  paths.roadmap,
  paths.terms,
  paths.privacy,
])

/**
 * Whether the server renders the page: the landing's pages, and a shared profile whose data the
 * page embeds. The other screens are a member's, rendered in the browser behind the wallet.
 */
function rendersOnServer(pathname: string, page: PageToRender): boolean {
  return OPEN_PAGES.has(pathname) || (pathname === paths.memap && page.profile !== undefined)
}

// Any page may be rendered in either language: every catalog's Korean loads with its English.
speakEveryLanguage()

/**
 * Pages render side by side: each with a cache, an i18n and a context of its own (whom, in which
 * language and zone, and where its title goes), so that nothing one sets reaches another.
 */
export const renderer: PageRenderer = {
  localeOf: (storedChoice, acceptLanguage) =>
    preferredLocale(acceptedLanguages(acceptLanguage), storedChoice),
  render: renderPage,
}

async function renderPage(page: PageToRender): Promise<RenderedPage | undefined> {
  const url = new URL(page.url, 'http://memap.invalid')
  if (!rendersOnServer(url.pathname, page)) return undefined
  // Once per screen: then its code, and every text of it in both languages, is loaded.
  await loadScreenCode(url)
  await catalogsReady()

  const client = createQueryClient()
  client.setQueryData(getPublicConfigQueryOptions().queryKey, page.config)
  if (page.profile) seedProfile(client, url, page.viewer, page.profile)
  let title: string | undefined
  const rendering: PageRender = {
    renderedFor: { viewer: page.viewer, locale: page.locale, timeZone: page.timeZone },
    setTitle: (asked) => {
      title = asked
    },
  }
  const speaker = speakerFor(page.locale)
  const failures: unknown[] = []
  try {
    const { prelude } = await prerenderToNodeStream(
      <App
        client={client}
        Router={({ children }) => (
          <Router ssrPath={url.pathname} ssrSearch={url.search}>
            {children}
          </Router>
        )}
        i18n={speaker.i18n}
        page={rendering}
      />,
      { onError: (error) => void failures.push(error) },
    )
    const html = await text(prelude)
    // A part that failed would be left to the browser: the whole page is, and the server says why.
    if (failures.length > 0) throw new AggregateError(failures, `rendering ${url.pathname} failed`)
    return { html, title }
  } finally {
    speaker.release()
    client.clear()
  }
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder()
  let html = ''
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  }
  return html + decoder.decode()
}
