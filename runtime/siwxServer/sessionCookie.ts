import type { IncomingMessage } from 'node:http'

/** The cookie that carries the session token. */
export const sessionCookieName = 'appkit_siwx'

const loopbackHost = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i
const loopbackAddress = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/

/**
 * The session token of a request's `Cookie` header, or `undefined`. A value that is not a token's
 * shape (43 base64url characters) counts as none.
 */
export function readSessionCookie(request: IncomingMessage): string | undefined {
  const header = request.headers.cookie
  if (typeof header !== 'string') return undefined
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== sessionCookieName) continue
    const value = pair.slice(at + 1).trim()
    if (/^[A-Za-z0-9_-]{43}$/.test(value)) return value
  }
  return undefined
}

/**
 * Plain http straight from this machine to a loopback name (`appkit dev`, a local server): the
 * one case where a `Secure` cookie would never come back. A TLS socket, a proxy's forwarding
 * header or a public host name all keep `Secure`.
 */
function isPlainLoopback(request: IncomingMessage): boolean {
  const encrypted = (request.socket as { encrypted?: boolean } | undefined)?.encrypted === true
  if (encrypted) return false
  if (request.headers['x-forwarded-proto'] !== undefined) return false
  if (request.headers.forwarded !== undefined) return false
  const host = request.headers.host
  const remote = request.socket?.remoteAddress
  return typeof host === 'string' && loopbackHost.test(host) && loopbackAddress.test(remote ?? '')
}

/**
 * The `Set-Cookie` value for a session token (`maxAgeSeconds` > 0) or one that clears it (0):
 * `HttpOnly; SameSite=Strict; Path=/`, plus `Secure` unless the request came over plain http on
 * loopback.
 */
export function sessionCookie(request: IncomingMessage, token: string, maxAgeSeconds: number) {
  const parts = [
    `${sessionCookieName}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ]
  if (!isPlainLoopback(request)) parts.push('Secure')
  return parts.join('; ')
}
