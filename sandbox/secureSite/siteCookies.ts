import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The session cookie: a login's token, which the site keeps only as its SHA-256. */
export const sessionCookieName = 'appkit_secure_session'
/**
 * A browser's own random id (per app, as the cookie is partitioned): the device a login is
 * approved for, and what a social sign-in or a Farcaster link is bound to.
 */
export const deviceCookieName = 'appkit_secure_device'

/**
 * The value of the cookie `wanted` the request carries, if any.
 * @example cookieOf(request, sessionCookieName)
 */
export function cookieOf(request: IncomingMessage, wanted: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === wanted && value) return value
  }
  return undefined
}

/**
 * A `Set-Cookie` value. Partitioned (CHIPS): the only cookie Chromium keeps for a frame of
 * another site. Secure is required with it; Chromium treats localhost as a secure context.
 * @example siteCookie(sessionCookieName, token, 7 * 24 * 3600)
 */
export const siteCookie = (name: string, value: string, maxAge: number) =>
  `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=${maxAge}`

/** How long a session lasts: a week. */
export const sessionMaxAgeSeconds = 7 * 24 * 3600

/**
 * The browser's device id: the one its cookie carries, else a new one with the header that
 * gives it (a year).
 * @example const { id, headers } = deviceOf(request); sendJson(response, 200, body, headers)
 */
export function deviceOf(request: IncomingMessage): {
  id: string
  headers: Record<string, string>
} {
  const known = cookieOf(request, deviceCookieName)
  if (known) return { id: known, headers: {} }
  const id = randomBytes(24).toString('base64url')
  return { id, headers: { 'set-cookie': siteCookie(deviceCookieName, id, 365 * 24 * 3600) } }
}
