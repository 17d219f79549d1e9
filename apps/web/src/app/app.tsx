import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, StrictMode } from 'react'
import { TextsProvider } from '../shared/i18n/texts-provider.tsx'
import { type PageRender, PageRenderContext } from '../shared/lib/rendered-page.ts'
import { HydrationPart } from '../shared/ui/hydration-part.tsx'
import { AppErrorBoundary } from './app-error-boundary.tsx'
import { AppNotices } from './layout/app-notices.tsx'
import { AppProviders } from './providers.tsx'
import { AppRoutes } from './router.tsx'

/**
 * The whole app, in the browser (main.tsx) and on the server (entry-server.tsx): the same tree,
 * so that the page the server renders is the one the browser hydrates. What differs is handed
 * in: the router (the browser's history, or the one address the server renders), the texts (the
 * browser's one i18n, or a render's own) and whom the page is rendered for (rendered-page.ts).
 */
export function App({
  client,
  Router,
  i18n,
  page,
}: {
  client: QueryClient
  Router: ComponentType<{ children: ReactNode }>
  i18n: I18n
  page: PageRender
}) {
  return (
    <StrictMode>
      <PageRenderContext value={page}>
        <TextsProvider i18n={i18n}>
          <HydrationPart>
            <AppNotices />
            <AppErrorBoundary>
              <AppProviders client={client}>
                <Router>
                  <AppRoutes />
                </Router>
              </AppProviders>
            </AppErrorBoundary>
          </HydrationPart>
        </TextsProvider>
      </PageRenderContext>
    </StrictMode>
  )
}
