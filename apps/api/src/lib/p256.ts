import { createPublicKey, type KeyObject } from 'node:crypto'

/**
 * The P-256 public key of an uncompressed point (65 bytes: 0x04, x, y), as Web Push gives a
 * browser's key and a server's VAPID key; throws when the bytes are no point of the curve.
 */
export function p256PublicKey(point: Buffer): KeyObject {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point')
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
}
