import type { LiveEventName, LiveEvents } from '@memap/shared/events'
import { createParser } from 'eventsource-parser'

export type ReceivedEvent = {
  [Name in LiveEventName]: { event: Name; id: string | undefined; data: LiveEvents[Name] }
}[LiveEventName]

/**
 * A client of `GET /v0/events` over real HTTP, as a browser's EventSource reads it: every event
 * received, the comment lines (keep-alives), and a way to wait for the event a test expects.
 */
export async function openEventStream(
  baseUrl: string,
  options: { cookie?: string; lastEventId?: string } = {},
) {
  const abort = new AbortController()
  const headers: Record<string, string> = {}
  if (options.cookie) headers.cookie = options.cookie
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId
  const response = await fetch(`${baseUrl}/v0/events`, { headers, signal: abort.signal })

  const events: ReceivedEvent[] = []
  const comments: string[] = []
  let ended = false
  let changed: () => void = () => {}
  const parser = createParser({
    onEvent: (message) => {
      events.push({
        event: message.event as LiveEventName,
        id: message.id,
        data: JSON.parse(message.data),
      } as ReceivedEvent)
      changed()
    },
    onComment: (comment) => {
      comments.push(comment)
      changed()
    },
  })
  const reading = (async () => {
    if (!response.ok || !response.body) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }))
    } catch {
      // Aborted by close().
    }
  })().finally(() => {
    ended = true
    changed()
  })

  /** Waits until `check` holds of what was received (or fails after `timeoutMs`). */
  const until = async (check: () => boolean, what: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs
    while (!check()) {
      if (Date.now() > deadline) {
        throw new Error(`timed out waiting for ${what}; received ${JSON.stringify(events)}`)
      }
      await new Promise<void>((resolve) => {
        changed = resolve
        setTimeout(resolve, 50)
      })
    }
  }

  return {
    status: response.status,
    response,
    events,
    comments,
    ended: () => ended,
    /** The events of one kind received so far. */
    of<Name extends LiveEventName>(name: Name) {
      return events.filter((event) => event.event === name) as Array<
        Extract<ReceivedEvent, { event: Name }>
      >
    },
    /** Waits for an event of `name` that `matches`, and answers it. */
    async next<Name extends LiveEventName>(
      name: Name,
      matches: (data: LiveEvents[Name]) => boolean = () => true,
      timeoutMs?: number,
    ) {
      let found: Extract<ReceivedEvent, { event: Name }> | undefined
      await until(
        () => {
          found = events.find(
            (event): event is Extract<ReceivedEvent, { event: Name }> =>
              event.event === name && matches(event.data as LiveEvents[Name]),
          )
          return found !== undefined
        },
        `a ${name} event`,
        timeoutMs,
      )
      return found as Extract<ReceivedEvent, { event: Name }>
    },
    until,
    /** The `id:` of the last event that had one: what a browser resumes from. */
    lastId: () => events.findLast((event) => event.id !== undefined)?.id,
    async close() {
      abort.abort()
      await reading
    },
  }
}

export type OpenEventStream = Awaited<ReturnType<typeof openEventStream>>
