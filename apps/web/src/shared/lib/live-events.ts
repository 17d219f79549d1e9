import { API_PREFIX } from '@memap/shared/api'
import { liveEvents } from '@memap/shared/endpoints/notifications'
import { LIVE_EVENT_NAMES, type LiveEvents } from '@memap/shared/events'

export type LiveEventHandlers = {
  [Name in keyof LiveEvents]?: (data: LiveEvents[Name]) => void
}

/** The longest wait before opening again a stream the browser gave up on. */
const MAX_RETRY_MS = 60_000

/**
 * The signed-in wallet's live events (`GET /v0/events`, docs/ARCHITECTURE.md, "Live events").
 * The browser's EventSource reconnects by itself after a dropped connection and resumes with the
 * last event id; when it gives up (the server answered an error, the page was asleep), this
 * opens a new one that resumes from the same id: at once when the page shows again or the
 * network returns, else after a wait that doubles up to a minute. Answers how to stop.
 */
export function openLiveEvents(
  handlers: LiveEventHandlers,
  {
    baseUrl = API_PREFIX,
    onGaveUp,
  }: {
    baseUrl?: string
    /** The browser gave up on the stream: the server refused it (the session ended?) or is gone. */
    onGaveUp?: () => void
  } = {},
): () => void {
  let source: EventSource | undefined
  let lastEventId: string | undefined
  let retryMs = 1000
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const connect = () => {
    clearTimeout(retryTimer)
    source?.close()
    const resume = lastEventId === undefined ? '' : `?lastEventId=${lastEventId}`
    const opened = new EventSource(`${baseUrl}${liveEvents.path}${resume}`, {
      withCredentials: true,
    })
    source = opened
    for (const name of LIVE_EVENT_NAMES) {
      opened.addEventListener(name, (event) => {
        const message = event as MessageEvent<string>
        if (message.lastEventId) lastEventId = message.lastEventId
        if (name === 'ready') retryMs = 1000
        const handle = handlers[name] as ((data: unknown) => void) | undefined
        handle?.(JSON.parse(message.data))
      })
    }
    opened.addEventListener('error', () => {
      if (opened.readyState !== EventSource.CLOSED || stopped) return
      onGaveUp?.()
      retryTimer = setTimeout(connect, retryMs)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    })
  }
  const reconnectIfClosed = () => {
    if (document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED) {
      connect()
    }
  }

  connect()
  document.addEventListener('visibilitychange', reconnectIfClosed)
  window.addEventListener('online', reconnectIfClosed)
  return () => {
    stopped = true
    clearTimeout(retryTimer)
    source?.close()
    document.removeEventListener('visibilitychange', reconnectIfClosed)
    window.removeEventListener('online', reconnectIfClosed)
  }
}
