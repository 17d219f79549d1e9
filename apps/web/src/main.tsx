import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppErrorBoundary } from './app/app-error-boundary.tsx'
import { AppProviders } from './app/providers.tsx'
import { createAppRouter } from './app/router.tsx'
import './app/styles.css'

// Created before rendering so the first screen's code downloads while /v0/config loads.
const router = createAppRouter()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element.')

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
)
