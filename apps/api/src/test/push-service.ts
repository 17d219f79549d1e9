import { createDecipheriv, createECDH, createHmac, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushPayload } from '@memap/shared/push'
import { p256PublicKey } from '../lib/p256.ts'

/** A push as the device received it: decrypted, with the headers that say how to deliver it. */
export interface ReceivedPush {
  /** The subscription it was sent to (the test's name for it). */
  device: string
  payload: PushPayload
  ttl: number
  urgency: string | undefined
  topic: string | undefined
  at: number
}

/** What the service answers a push to a device: 201 unless the test says otherwise. */
type Answer = { status: number; headers?: Record<string, string> }

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/**
 * Decrypts an `aes128gcm` push body with the device's key pair and secret, as a browser does
 * (RFC 8188 and RFC 8291 §3.3–3.4): written here from the RFCs, apart from the sender's library.
 */
export function decryptPush(
  body: Buffer,
  device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20] as number
  const senderKey = body.subarray(21, 21 + idLength)
  const records = body.subarray(21 + idLength)
  if (records.length > recordSize) throw new Error('a push of more than one record')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(device.privateKey)
  const shared = ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.publicKey,
    senderKey,
    Buffer.from([1]),
  ])
  const ikm = hmac(hmac(device.auth, shared), keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(records.subarray(records.length - 16))
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ])
  // The last record ends with 0x02 and any zeros of padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter')
  return padded.subarray(0, end)
}

/**
 * Checks the request's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<key>`, the key the
 * server's, the JWT signed with it (ES256), for this service's origin, not expired, with a subject.
 */
export function checkVapid(header: string | undefined, publicKey: string, origin: string): void {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, jwt = '', key = ''] = match
  if (key !== publicKey) throw new Error('the VAPID key is not the server’s')
  const [head = '', claims = '', signature = ''] = jwt.split('.')
  const verifier = p256PublicKey(Buffer.from(key, 'base64url'))
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('the VAPID signature does not verify')
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString())
  const now = Date.now() / 1000
  if (aud !== origin) throw new Error(`the VAPID audience is ${aud}, not ${origin}`)
  if (!(exp > now && exp <= now + 24 * 3600))
    throw new Error('the VAPID token is expired or too long')
  if (!/^(mailto:|https:)/.test(String(sub))) throw new Error('the VAPID subject is no contact')
}

/**
 * A push service on 127.0.0.1 for the tests: it hands out subscriptions as a browser would make
 * them (a P-256 key pair and a secret of its own), and for each push it receives checks the VAPID
 * signature with the server's public key and decrypts the body with the device's keys.
 */
export async function startPushService(serverPublicKey: () => string) {
  const devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>()
  const answers = new Map<string, Answer[]>()
  const received: ReceivedPush[] = []
  const problems: string[] = []
  const waiters = new Set<() => void>()

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const device = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? ''
      const keys = devices.get(device)
      const answer = answers.get(device)?.shift() ?? { status: 201 }
      try {
        if (!keys) throw new Error(`no such device ${device}`)
        checkVapid(request.headers.authorization, serverPublicKey(), origin)
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const payload = JSON.parse(
          decryptPush(Buffer.concat(chunks), keys).toString(),
        ) as PushPayload
        if (answer.status < 300) {
          received.push({
            device,
            payload,
            ttl: Number(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
            topic: request.headers.topic as string | undefined,
            at: Date.now(),
          })
        }
      } catch (error) {
        problems.push((error as Error).message)
        response.writeHead(400).end()
        return
      }
      response.writeHead(answer.status, answer.headers).end()
      for (const wake of waiters) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  return {
    /** The entry of PUSH_SERVICE_HOSTS that lets the server send here. */
    host: `127.0.0.1:${port}`,
    origin,
    received,
    /** Requests that failed the checks (a signature, a decryption): none in a passing test. */
    problems,
    /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
    subscription(device = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      devices.set(device, { privateKey: ecdh.getPrivateKey(), publicKey, auth })
      return {
        device,
        endpoint: `${origin}/push/${device}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      }
    },
    /** The next pushes to `device` are answered so (then 201 again). */
    answerNext(device: string, ...next: Answer[]) {
      answers.set(device, [...(answers.get(device) ?? []), ...next])
    },
    /** What `device` received. */
    of: (device: string) => received.filter((push) => push.device === device),
    /** Waits until `done()` holds (checked at each push), failing after `timeoutMs`. */
    async until(done: () => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (!done()) {
        if (Date.now() > deadline) throw new Error('the pushes waited for did not arrive')
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake)
            resolve()
          }
          waiters.add(wake)
          setTimeout(wake, 100)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>
