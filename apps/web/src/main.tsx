// The tokens and base first: every component's sheet comes after them, and refines them.
import './app/tokens.css'
import './app/base.css'
import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppErrorBoundary } from './app/app-error-boundary.tsx'
import { AppNotices } from './app/layout/app-notices.tsx'
import { serveMissingFonts } from './app/missing-fonts.ts'
import { AppProviders, queryClient } from './app/providers.tsx'
import { AppRoutes, preloadScreen } from './app/router.tsx'
import { catalogsReady, i18n } from './shared/i18n/catalogs.ts'
import { getPublicConfigQueryOptions } from './shared/lib/public-config.ts'

// The first screen's code (and the profile's data) downloads while React starts.
const firstScreen = preloadScreen(new URL(window.location.href))

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element.')

/** How long the first render waits for the screen's code before showing "Loading MeMap…". */
const FIRST_SCREEN_WAIT_MS = 1000

// The first render waits for the first screen's code (preloaded by the page, so usually there
// at once) and, in Korean, for the Korean of the code loaded so far (a few KB): the screen paints
// with no "Loading" in between. On a slow network the loading state shows after a second.
// A page without the config embedded (the app shell the service worker serves offline) asks for
// it at once too: the worker answers with the one it kept, before "Loading MeMap…" could show.
const config = queryClient.prefetchQuery(getPublicConfigQueryOptions())
const firstScreenOrTimeout = Promise.race([
  Promise.all([firstScreen, config]),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
])
void Promise.all([firstScreenOrTimeout, catalogsReady()]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppNotices />
        <AppErrorBoundary>
          <AppProviders>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </AppErrorBoundary>
      </I18nProvider>
    </StrictMode>,
  ),
)

/** Runs `task` once the page has loaded and the first screen is painted: never in its way. */
function afterFirstScreen(task: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

// Fonts for Hangul and emoji, only on a device that has none (most have their own)
// (bench/RESULTS.md, Lighthouse).
afterFirstScreen(serveMissingFonts)

// Installable and usable offline (build-plugins/installable.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstScreen(() => {
    void import('./app/service-worker.ts').then(({ startServiceWorker }) => startServiceWorker())
  })
}
