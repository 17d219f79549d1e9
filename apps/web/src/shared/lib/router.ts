import { navigate, useBrowserLocation, useLocationProperty } from 'wouter/use-browser-location'

// What the app needs of the address beyond what wouter gives.

type NavigateOptions = NonNullable<Parameters<typeof navigate>[1]>

/**
 * Wouter's navigation, except that going to the address the page is at replaces it rather than
 * stacking a copy in the history: Back then leaves the page, as it did with React Router's links.
 */
function navigateOnce(to: string | URL, options: NavigateOptions = {}) {
  const here = new URL(to, window.location.href).href === window.location.href
  navigate(to, { ...options, replace: options.replace === true || here })
}

/** The browser's address for wouter's `<Router hook>` (main.tsx). */
export const useBrowserAddress: typeof useBrowserLocation = (options) => [
  useBrowserLocation(options)[0],
  navigateOnce,
]

const currentHash = () => window.location.hash

/**
 * The address's `#…` part (wouter's location leaves it out). The server never sees it; the
 * browser reads its own even while it hydrates, as a social login's return depends on it.
 */
export const useHash = (): string =>
  useLocationProperty(currentHash, () => (typeof window === 'undefined' ? '' : currentHash()))
