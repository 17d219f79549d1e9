// The tokens and base first: every component's sheet comes after them, and refines them.
import './app/tokens.css'
import './app/base.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './app/app.tsx'
import { serveMissingFonts } from './app/missing-fonts.ts'
import { queryClient } from './app/providers.tsx'
import { preloadScreen } from './app/router.tsx'
import { openTappedScreen } from './app/tapped-notification.ts'
import { loadWallet } from './features/wallet/wallet-store.ts'
import { catalogsReady, i18n, switchLocale } from './shared/i18n/catalogs.ts'
import { rememberLocale, storedLocale } from './shared/i18n/locale.ts'
import { getPublicConfigQueryOptions } from './shared/lib/public-config.ts'
import { renderedFor } from './shared/lib/rendered-page.ts'
import { useBrowserAddress } from './shared/lib/router.ts'
import { shareTimeZoneWithServer } from './shared/lib/time-zone-cookie.ts'

// The first screen's code (and the profile's data) downloads while React starts.
const firstScreen = preloadScreen(new URL(window.location.href))
shareTimeZoneWithServer()

const container = rootElement()

function rootElement(): HTMLElement {
  const element = document.getElementById('root')
  if (!element) throw new Error('index.html has no #root element.')
  return element
}

const app = (
  <App
    client={queryClient}
    Router={({ children }) => <Router hook={useBrowserAddress}>{children}</Router>}
  />
)

/** How long the first render waits for the screen's code before showing "Loading MeMap…". */
const FIRST_SCREEN_WAIT_MS = 1000

// A page the server did not render (a member's screens): the first render waits for the first
// screen's code (preloaded by the page, so usually there at once) and, in Korean, for the Korean
// of the code loaded so far (a few KB): the screen paints with no "Loading" in between. On a slow
// network the loading state shows after a second. A page without the config embedded (the app
// shell the service worker serves offline) asks for it at once too: the worker answers with the
// one it kept, before "Loading MeMap…" could show.
function renderInBrowser() {
  const config = queryClient.prefetchQuery(getPublicConfigQueryOptions())
  const firstScreenOrTimeout = Promise.race([
    Promise.all([firstScreen, config]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ])
  void Promise.all([firstScreenOrTimeout, catalogsReady()]).then(() =>
    createRoot(container).render(app),
  )
}

/**
 * A signed-in member's app runs under wagmi from its first render (app/providers.tsx): the
 * wallet's code, loaded before React takes the member's page over. A visitor's needs none. If it
 * cannot load, the page is taken over all the same, and the app loads it again later.
 */
async function walletForViewer(): Promise<void> {
  if (!renderedFor()?.viewer) return
  try {
    await loadWallet(await queryClient.fetchQuery(getPublicConfigQueryOptions()))
  } catch {
    // WalletGate tries again once the page is live.
  }
}

const chosenLocale = storedLocale()
if (renderedFor() && chosenLocale !== null && chosenLocale !== i18n.locale) {
  // The server rendered this page in another language than the one chosen on this device (the
  // cookie that tells it was lost): the page is drawn anew in the chosen one. Taken over and then
  // switched, parts still hydrating would meet other words than the server's (React #418).
  void switchLocale(chosenLocale).then(renderInBrowser)
} else if (renderedFor()) {
  // The server rendered this page (entry-server.tsx): it shows already. React takes it over once
  // the screen's code and texts are here (and a member's wallet code), from the same session,
  // language and data, so nothing on it changes; then this device's stored session takes over.
  void Promise.all([firstScreen, catalogsReady(), walletForViewer()]).then(() =>
    hydrateRoot(container, app),
  )
} else {
  renderInBrowser()
}
// The server renders the next page, and writes pushes, in the language chosen here (a cookie).
if (chosenLocale !== null) rememberLocale(chosenLocale)

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

// A tapped notification's screen (src/service-worker/push.ts): listened for from the start, as the
// worker's message to a page that is still loading is not kept for a later listener.
navigator.serviceWorker?.addEventListener('message', openTappedScreen)

// Installable and usable offline (build-plugins/installable.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstScreen(() => {
    void import('./app/service-worker.ts').then(({ startServiceWorker }) => startServiceWorker())
  })
}
