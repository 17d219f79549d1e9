import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden } from '../errors.ts'
import { isApiPath, isDocsPath, routePath } from '../lib/request-path.ts'

/**
 * The page's content security policy: our own scripts only (and the page's own inline scripts, by
 * their SHA-256 in base64: the script that starts a page, plugins/web.ts); styles inline too
 * (wallet SDKs inject theirs, a rendered page carries its own); RPC, WalletConnect's relay and
 * images over https/wss (and the page's own data and blob URLs, which image resizing reads back);
 * WalletConnect's and Coinbase's frames; and no page may frame ours.
 */
export const contentSecurityPolicy = (inlineScriptHashes: string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https: wss: data: blob:",
    "frame-src 'self' https://verify.walletconnect.com https://verify.walletconnect.org https://keys.coinbase.com",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')

/**
 * The web's front door: security headers on every answer, and writes to the API accepted only
 * from the app's own origins when a browser says where it comes from (on top of SameSite).
 */
export const securityPlugin = fp<{ origins: string[] }>(
  async (app: FastifyInstance, { origins }) => {
    const allowed = new Set(origins)
    let pagePolicy = contentSecurityPolicy()
    // The web build's page carries a script in it (plugins/web.ts): every page, whichever route
    // sends it (the app's routes, or `/index.html` as the service worker fetches it), names it.
    app.decorate('allowInlineScripts', (hashes: string[]) => {
      pagePolicy = contentSecurityPolicy(hashes)
    })

    app.addHook('onRequest', (request, _reply, done) => {
      const origin = request.headers.origin
      const isWrite =
        request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS'
      // No Origin: not a browser, so no ambient cookie to abuse. A browser always sends one.
      if (
        isWrite &&
        origin !== undefined &&
        !allowed.has(origin) &&
        isApiPath(routePath(request))
      ) {
        done(
          forbidden('foreign_origin', `writes are accepted only from ${[...allowed].join(' or ')}`),
        )
        return
      }
      done()
    })

    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff')
      reply.header('referrer-policy', 'strict-origin-when-cross-origin')
      reply.header('x-frame-options', 'DENY')
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
      }
      const type = String(reply.getHeader('content-type') ?? '')
      if (type.startsWith('text/html') && !isDocsPath(routePath(request))) {
        reply.header('content-security-policy', pagePolicy)
      }
      done(null, payload)
    })
  },
  { name: 'security', dependencies: ['errors'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** Allows the scripts written into the web build's page, by their SHA-256 (base64). */
    allowInlineScripts(hashes: string[]): void
  }
}
