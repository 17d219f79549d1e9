// The tokens and base first: every component's sheet comes after them, and refines them.
import './app/tokens.css'
import './app/base.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { afterFirstScreen } from './app/after-first-screen.ts'
import { App } from './app/app.tsx'
import { serveMissingFonts } from './app/missing-fonts.ts'
import { queryClient } from './app/providers.tsx'
import { preloadScreen } from './app/router.tsx'
import { readyToHydrate } from './app/start/ready-to-hydrate.ts'
import { readyToRender } from './app/start/ready-to-render.ts'
import { rootElement } from './app/start/root-element.ts'
import { openTappedScreen } from './app/tapped-notification.ts'
import { i18n, switchLocale } from './shared/i18n/catalogs.ts'
import { rememberLocale, storedLocale } from './shared/i18n/locale.ts'
import { renderedFor } from './shared/lib/rendered-page.ts'
import { useBrowserAddress } from './shared/lib/router.ts'
import { shareTimeZoneWithServer } from './shared/lib/time-zone-cookie.ts'

// The first screen's code (and the profile's data) downloads while React starts.
const firstScreen = preloadScreen(new URL(window.location.href))
shareTimeZoneWithServer()

const container = rootElement()

const app = (
  <App
    client={queryClient}
    Router={({ children }) => <Router hook={useBrowserAddress}>{children}</Router>}
    i18n={i18n}
    page={{ renderedFor: renderedFor() }}
  />
)

function renderInBrowser() {
  void readyToRender(firstScreen).then(() => createRoot(container).render(app))
}

const chosenLocale = storedLocale()
if (renderedFor() && chosenLocale !== null && chosenLocale !== i18n.locale) {
  // The server rendered this page in another language than the one chosen on this device (the
  // cookie that tells it was lost): the page is drawn anew in the chosen one. Taken over and then
  // switched, parts still hydrating would meet other words than the server's (React #418).
  void switchLocale(chosenLocale).then(renderInBrowser)
} else if (renderedFor()) {
  // The server rendered this page: it shows already. React takes it over from the same session,
  // language and data, so nothing on it changes; then this device's stored session takes over.
  void readyToHydrate(firstScreen).then(() => hydrateRoot(container, app))
} else {
  renderInBrowser()
}
// The server renders the next page, and writes pushes, in the language chosen here (a cookie).
if (chosenLocale !== null) rememberLocale(chosenLocale)

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
