import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, StrictMode } from 'react'
import { i18n } from '../shared/i18n/catalogs.ts'
import { AppErrorBoundary } from './app-error-boundary.tsx'
import { AppNotices } from './layout/app-notices.tsx'
import { AppProviders } from './providers.tsx'
import { AppRoutes } from './router.tsx'

/**
 * The whole app, in the browser (main.tsx) and on the server (entry-server.tsx): the same tree,
 * so that the page the server renders is the one the browser hydrates. Only the router differs:
 * the browser's history, or the one address the server renders.
 */
export function App({
  client,
  Router,
}: {
  client: QueryClient
  Router: ComponentType<{ children: ReactNode }>
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppNotices />
        <AppErrorBoundary>
          <AppProviders client={client}>
            <Router>
              <AppRoutes />
            </Router>
          </AppProviders>
        </AppErrorBoundary>
      </I18nProvider>
    </StrictMode>
  )
}
