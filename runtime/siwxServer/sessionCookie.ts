import type { IncomingMessage } from 'node:http'

/**
 * The name of the cookie that carries the session token when the app's `uri` is plain http on a
 * loopback host (development). Everywhere else it is `__Host-appkit_siwx`: see `sessionCookieOf`.
 */
const sessionCookieName = 'appkit_siwx'

/** How one server names and marks its session cookie, decided once from its configured `uri`. */
export interface SessionCookie {
  name: string
  secure: boolean
}

const loopbackHostname = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/**
 * The session cookie of an app served at `uri`. https (or any scheme but http) gives `Secure` and
 * the `__Host-` prefix, whatever Host header or peer a request comes with: a proxy that forwards
 * `Host: 127.0.0.1` without `X-Forwarded-Proto` cannot strip `Secure`, and a sibling subdomain
 * cannot plant a cookie of that name (the browser refuses a `__Host-` cookie with a Domain). Plain
 * http is accepted only on a loopback host, the one place a `Secure` cookie would never come back;
 * http on any other host throws, as its cookie would cross the network in clear.
 * @example sessionCookieOf(new URL('https://app.example.com')) // { name: '__Host-appkit_siwx', secure: true }
 */
export function sessionCookieOf(uri: URL): SessionCookie {
  if (uri.protocol !== 'http:') return { name: `__Host-${sessionCookieName}`, secure: true }
  if (loopbackHostname.test(uri.hostname)) return { name: sessionCookieName, secure: false }
  throw new TypeError(
    'createSiwxServer: uri must be https (plain http only on localhost, 127.0.0.1 or [::1])',
  )
}

/** What a request's `Cookie` header holds under the session cookie's name. */
type SessionCookieValue =
  | { duplicate: false; token: string | undefined }
  /** The name came twice: which one is the visitor's cannot be known (cookie tossing). */
  | { duplicate: true }

/**
 * The session token of a request's `Cookie` header (all its lines), or `undefined`; a value that
 * is not a token's shape (43 base64url characters) counts as none. The name coming twice is
 * reported, never resolved: browsers send the cookie of the longer path first, so a cookie a
 * sibling planted with `Path=/api` would win over the visitor's own.
 * @example readSessionCookie(request, sessionCookieOf(new URL(uri)).name)
 */
export function readSessionCookie(
  request: Pick<IncomingMessage, 'headers'>,
  name: string,
): SessionCookieValue {
  const header = request.headers.cookie
  // Node joins repeated Cookie lines with '; '; an array comes from hand-built headers only.
  const text = Array.isArray(header) ? header.join('; ') : typeof header === 'string' ? header : ''
  let value: string | undefined
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== name) continue
    if (value !== undefined) return { duplicate: true }
    value = pair.slice(at + 1).trim()
  }
  const token = value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined
  return { duplicate: false, token }
}

/**
 * The `Set-Cookie` value for a session token (`maxAgeSeconds` > 0) or one that clears it (0):
 * `HttpOnly; SameSite=Strict; Path=/`, plus `Secure` when the cookie is. No `Domain`, ever.
 * @example sessionCookieHeader({ name: '__Host-appkit_siwx', secure: true }, token, 86_400)
 */
export function sessionCookieHeader(cookie: SessionCookie, token: string, maxAgeSeconds: number) {
  const parts = [
    `${cookie.name}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ]
  if (cookie.secure) parts.push('Secure')
  return parts.join('; ')
}
