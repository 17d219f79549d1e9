import type { PushServiceHost } from '../../core/push-service-hosts.ts'

/**
 * Why a subscription's endpoint is refused, or undefined when the server may send to it: an
 * https URL (http only on a loopback host listed for tests) of a listed push service, at its
 * port, without a user name or password, and written exactly as the URL parser writes it back,
 * so that the address checked is the address sent to (no spelling the sender reads otherwise).
 * So a subscription can never make the server call an address of the operator's network.
 */
export function endpointProblem(endpoint: string, hosts: PushServiceHost[]): string | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'must be a URL'
  }
  if (url.href !== endpoint) return 'must be written as the browser gives it'
  if (url.username !== '' || url.password !== '') return 'must not hold a user name or password'
  const listed = hosts.find((host) => matches(host, url))
  if (!listed) return `is not on a push service this server sends to (${url.host})`
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && listed.loopback)) {
    return 'must be an https URL'
  }
  return undefined
}

function matches(host: PushServiceHost, url: URL): boolean {
  // The URL parser leaves out a scheme's own port, so a listed host without one takes only that.
  if (url.port !== (host.port ?? '')) return false
  const name = url.hostname
  return host.wildcard ? name.endsWith(`.${host.name}`) : name === host.name
}

/** The push service's host of an endpoint: what the member's list and export show of it. */
export const endpointHost = (endpoint: string) => new URL(endpoint).host
