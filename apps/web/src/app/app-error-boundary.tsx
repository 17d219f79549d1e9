import { Component, type ErrorInfo, type ReactNode } from 'react'
import { FullPageStatus } from './layout/full-page-status.tsx'

type State = { error: unknown }

/** Last resort around everything, providers included; the router has its own boundaries. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <FullPageStatus
        tone="error"
        title="Oops! An error occurred."
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            Try again
          </button>
        }
      >
        Please check and try again.
      </FullPageStatus>
    )
  }
}
