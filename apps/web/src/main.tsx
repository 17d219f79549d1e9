import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppErrorBoundary } from './app/app-error-boundary.tsx'
import { AppProviders } from './app/providers.tsx'
import { AppRoutes, preloadScreen } from './app/router.tsx'
import './app/styles.css'

// The first screen's code (and the profile's data) downloads while React starts.
preloadScreen(new URL(window.location.href))

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element.')

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
)
