import type { IncomingMessage, ServerResponse } from 'node:http'
import { socialCallbackPath } from './answerSocialPage.js'
import type { AccountType } from './createLoginStore.js'
import { finishLogin } from './finishLogin.js'
import type { SecureSiteState } from './secureSiteState.js'
import { sendJson } from './sendJson.js'
import { cookieOf, deviceCookieName, deviceOf } from './siteCookies.js'
import { isSandboxSocialProvider } from './socialProviders.js'

/** The social and Farcaster routes of the site's API (POST, from its frame page). */
const socialApiPaths = [
  '/api/social/start',
  '/api/login/social',
  '/api/farcaster/start',
  '/api/login/farcaster',
] as const

/**
 * Whether `path` is one of these routes.
 * @example isSocialApiPath('/api/login/social') // true
 */
export const isSocialApiPath = (path: string) =>
  (socialApiPaths as readonly string[]).includes(path)

/** The app's name as its frame knows it: text, at most 100 characters, no control characters. */
function readAppName(value: unknown): string {
  const name = typeof value === 'string' ? value.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() : ''
  return name.slice(0, 100) || 'The app'
}

const readAccountType = (value: unknown): AccountType | undefined =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined

/**
 * `returnTo` of the redirect flow: an absolute http(s) URL on the frame's parent's origin, else
 * a refusal. Nothing else may receive the result uri.
 */
function readReturnTo(value: unknown, parentOrigin: string): { returnTo?: string } | undefined {
  if (value === undefined) return {}
  if (typeof value !== 'string' || value.length > 2048 || !URL.canParse(value)) return undefined
  const url = new URL(value)
  if (url.origin !== parentOrigin || !/^https?:$/.test(url.protocol)) return undefined
  return { returnTo: url.href }
}

/**
 * A result uri's code and state, when it is one of this site's (`<origin>/social/callback?code=
 * ...&state=...`); undefined for anything else.
 */
function readResultUri(
  value: unknown,
  origin: string,
): { code: string; state: string } | undefined {
  if (typeof value !== 'string' || value.length > 2048 || !URL.canParse(value)) return undefined
  const url = new URL(value)
  if (url.origin !== origin || url.pathname !== socialCallbackPath) return undefined
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  return code && state ? { code, state } : undefined
}

/**
 * The social and Farcaster logins of the site's API, called by its frame page:
 * - `/api/social/start` `{ provider, parent, appName?, returnTo? }` (GET_SOCIAL_REDIRECT_URI):
 *   `{ uri }`, the consent page, for a parent the site lets frame it; `returnTo` must be on it.
 * - `/api/login/social` `{ uri, preferredAccountType? }` (CONNECT_SOCIAL): spends the result uri's
 *   code and logs in `<provider>:<userName>`: `{ userName, email: null }` and the session cookie.
 * - `/api/farcaster/start` `{ appName? }` (GET_FARCASTER_URI): `{ url, expiresAt }`, replacing the
 *   browser's previous link.
 * - `/api/login/farcaster` `{ preferredAccountType? }` (CONNECT_FARCASTER): waits for the answer
 *   on the link's page (until it expires; a browser that goes away drops its wait), then logs in
 *   `farcaster:<userName>`: `{ userName }` and the session cookie.
 * Social sign-ins and Farcaster links belong to the browser that asked (its device cookie).
 * @example if (isSocialApiPath(path)) return answerSocialApi(state, path, request, response, fields)
 */
export async function answerSocialApi(
  state: SecureSiteState,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
  fields: Record<string, unknown>,
): Promise<void> {
  const { origin, store } = state
  if (path === '/api/social/start') {
    if (!isSandboxSocialProvider(fields.provider))
      return sendJson(response, 400, { message: 'Unknown social provider' })
    const parentOrigin = typeof fields.parent === 'string' ? fields.parent : ''
    if (!state.allowed.has(parentOrigin))
      return sendJson(response, 403, { message: 'This origin may not use the secure site' })
    const back = readReturnTo(fields.returnTo, parentOrigin)
    if (!back)
      return sendJson(response, 400, { message: `returnTo must be a page of ${parentOrigin}` })
    const device = deviceOf(request)
    const started = state.social.start({
      provider: fields.provider,
      parentOrigin,
      appName: readAppName(fields.appName),
      device: device.id,
      ...back,
    })
    if ('refused' in started) return sendJson(response, 429, { message: started.refused })
    const uri = `${origin}/social/${fields.provider}?state=${encodeURIComponent(started.state)}`
    return sendJson(response, 200, { uri }, device.headers)
  }
  if (path === '/api/login/social') {
    const result = readResultUri(fields.uri, origin)
    if (!result) return sendJson(response, 400, { message: 'Invalid login link' })
    const spent = state.social.spend({ ...result, device: cookieOf(request, deviceCookieName) })
    if ('refused' in spent) return sendJson(response, 400, { message: spent.refused })
    const { token } = store.logIn(`${spent.provider}:${spent.userName}`)
    const body = { userName: spent.userName, email: null }
    return finishLogin(state, response, token, body, readAccountType(fields.preferredAccountType))
  }
  if (path === '/api/farcaster/start') {
    const device = deviceOf(request)
    const { channel, expiresAt } = state.farcaster.open(device.id, readAppName(fields.appName))
    return sendJson(
      response,
      200,
      { url: `${origin}/farcaster/${channel}`, expiresAt },
      device.headers,
    )
  }
  // '/api/login/farcaster'
  const device = cookieOf(request, deviceCookieName)
  if (!device) return sendJson(response, 400, { message: 'Farcaster URI expired' })
  const gone = new AbortController()
  response.on('close', () => gone.abort())
  const outcome = await state.farcaster.wait(device, gone.signal)
  if ('refused' in outcome) {
    if (outcome.refused === 'dropped') {
      if (!response.writableEnded) sendJson(response, 429, { message: 'Too many waits' })
      return
    }
    return sendJson(response, 400, { message: outcome.refused })
  }
  const { token } = store.logIn(`farcaster:${outcome.userName}`)
  return finishLogin(
    state,
    response,
    token,
    { userName: outcome.userName },
    readAccountType(fields.preferredAccountType),
  )
}
