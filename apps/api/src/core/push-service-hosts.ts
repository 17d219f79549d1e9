// The push services a subscription may name (PUSH_SERVICE_HOSTS): parsed by config.ts, checked
// against by the push module (modules/push/endpoint.ts). Here, below both, so neither imports
// the other.

/** One entry: a host name, or every name under a domain (`*.notify.windows.com`), and a port. */
export interface PushServiceHost {
  /** The name, lower case; for a wildcard, the domain under it (`notify.windows.com`). */
  name: string
  wildcard: boolean
  /** The port an endpoint must name; undefined for the scheme's own (443). */
  port: string | undefined
  /** A loopback host (127.0.0.0/8, localhost, [::1]): also over http, for a test's push service. */
  loopback: boolean
}

/** The push services of Chrome, Firefox, Safari and Edge. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
]

const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?'
const ENTRY = new RegExp(
  `^(\\*\\.)?(${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::([1-9][0-9]{0,4}))?$`,
)

const isLoopback = (name: string) =>
  name === 'localhost' || name === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(name)

/** Comma-separated entries, `[*.]host[:port]`; throws with a sentence naming a bad one. */
export function parsePushServiceHosts(value: string): PushServiceHost[] {
  return value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const match = ENTRY.exec(entry)
      if (!match || Number(match[3] ?? 1) > 65535) {
        throw new Error(
          `"${entry}" is not a host name with an optional port (fcm.googleapis.com, *.notify.windows.com, 127.0.0.1:8090)`,
        )
      }
      const name = match[2] as string
      return {
        name,
        wildcard: match[1] !== undefined,
        port: match[3],
        loopback: match[1] === undefined && isLoopback(name),
      }
    })
}
