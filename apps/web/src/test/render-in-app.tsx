import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode, Suspense } from 'react'
import { render } from 'vitest-browser-react'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { i18n } from '../shared/i18n/catalogs.ts'
import { TextsProvider } from '../shared/i18n/texts-provider.tsx'

export type RenderInAppOptions = {
  /** The address the router starts at. */
  route?: string
}

/**
 * Renders `ui` with what the app puts around it (main.tsx): strict mode, the texts (English, set
 * up in browser-setup.ts), a fresh query client and a router; inside a `#root` element, the
 * one a dialog makes inert. A query never retries: a failure shows at once.
 */
export async function renderInApp(ui: ReactNode, { route = '/' }: RenderInAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  const { hook, searchHook } = memoryLocation({ path: route })
  const screen = await render(ui, {
    container: root,
    wrapper: ({ children }) => (
      <StrictMode>
        <TextsProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <Router hook={hook} searchHook={searchHook}>
              <Suspense fallback={null}>{children}</Suspense>
            </Router>
          </QueryClientProvider>
        </TextsProvider>
      </StrictMode>
    ),
  })
  return { ...screen, queryClient }
}

/**
 * Renders `screen` at `path` as renderInApp does, beside stand-ins for where screens send a
 * member ("The profile" at /memap, "The landing" at /), so that a test sees where it went.
 * `route` is where the router starts (`path` unless told, a query may ride along).
 */
export function renderScreenAt(
  path: string,
  screen: ReactNode,
  { route = path }: RenderInAppOptions = {},
) {
  return renderInApp(
    <Switch>
      <Route path={path}>{screen}</Route>
      <Route path="/memap">
        <p>The profile</p>
      </Route>
      <Route path="/">
        <p>The landing</p>
      </Route>
    </Switch>,
    { route },
  )
}
