import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts } from '../../core/push-service-hosts.ts'
import { endpointProblem } from './endpoint.ts'

const hosts = parsePushServiceHosts([...DEFAULT_PUSH_SERVICE_HOSTS, '127.0.0.1:8090'].join(','))

/** Whether the server would send to `url` by its own reading: a listed host, at its port. */
function listed(url: URL): boolean {
  const name = url.hostname
  if (url.protocol === 'http:') return url.host === '127.0.0.1:8090'
  if (url.protocol !== 'https:' || url.port !== '') return url.host === '127.0.0.1:8090'
  return (
    ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'].includes(
      name,
    ) || name.endsWith('.notify.windows.com')
  )
}

describe('the push services an endpoint may name', () => {
  it('takes the browsers’ own endpoints', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/cXyz:APA91bH-abc_def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
      'https://web.push.apple.com/QGuQyavXutnMQKTlZT2w',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
      'http://127.0.0.1:8090/push/abc',
    ]) {
      expect(endpointProblem(endpoint, hosts), endpoint).toBeUndefined()
    }
  })

  it('never takes an address off the list, however it is spelt', () => {
    // Pieces a hostile endpoint is made of: listed names and others, encodings, user info,
    // ports, dots, backslashes, IP spellings of loopback and of the metadata service.
    const name = fc.constantFrom(
      'fcm.googleapis.com',
      'FCM.googleapis.com',
      'fcm.googleapis.com.',
      'fcm%2egoogleapis%2ecom',
      'evil.example',
      'notify.windows.com',
      'x.notify.windows.com',
      'notify.windows.com.evil.example',
      '169.254.169.254',
      '0x7f.1',
      '127.1',
      '2130706433',
      '[::1]',
      '[::ffff:127.0.0.1]',
      'localhost',
      '127.0.0.1',
      'xn--fcm-googleapis-com',
      'ｆｃｍ.googleapis.com',
    )
    const piece = fc.constantFrom(
      '',
      '@',
      ':',
      ':443',
      ':8090',
      ':80',
      '\\',
      '/',
      '%40',
      '#',
      '?',
      '.',
      'user:pw@',
      '%2f',
      '\t',
      ' ',
    )
    const scheme = fc.constantFrom(
      'https://',
      'http://',
      'HTTPS://',
      'https:/',
      'https:\\\\',
      '//',
      'ws://',
    )
    const endpoint = fc
      .tuple(
        scheme,
        fc.array(fc.oneof(name, piece), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('', '/push/a', '/x?y=1'),
      )
      .map(([head, parts, path]) => `${head}${parts.join('')}${path}`)
    fc.assert(
      fc.property(
        fc.oneof(endpoint, fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (text) => {
          if (endpointProblem(text, hosts) !== undefined) return
          const url = new URL(text)
          expect(url.href).toBe(text)
          expect(url.username + url.password).toBe('')
          expect(listed(url), text).toBe(true)
        },
      ),
      { numRuns: 20_000 },
    )
  })
})
