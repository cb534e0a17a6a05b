import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readJsonBody } from '../../runtime/siwxServer/readJsonBody.js'
import { answerEmailChange, emailChangePaths, isEmailChangePath } from './answerEmailChange.js'
import { answerRpc } from './answerRpc.js'
import type { DeviceCheck } from './createDeviceCheck.js'
import type { LoginStore } from './createLoginStore.js'
import { solanaUserKey } from './solanaUserKey.js'
import type { StartSecureSiteOptions } from './startSecureSite.js'

const cookieName = 'appkit_secure_session'
const deviceCookieName = 'appkit_secure_device'
const emailPattern = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/
/** How long `onFirstLogin` and `onFirstSolanaLogin` (funding the wallet) may hold up the login. */
const firstLoginTimeoutMs = 10_000

/**
 * Answers with a JSON body that is never cached.
 * @example sendJson(response, 200, { ok: true })
 */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(JSON.stringify(body))
}

function cookieOf(request: IncomingMessage, wanted: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === wanted && value) return value
  }
  return undefined
}

const tokenOf = (request: IncomingMessage) => cookieOf(request, cookieName)

// Partitioned (CHIPS): the only cookie Chromium keeps for a frame of another site. Secure is
// required with it; Chromium treats localhost as a secure context.
const cookie = (name: string, value: string, maxAge: number) =>
  `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=${maxAge}`
const sessionCookie = (token: string, maxAge: number) => cookie(cookieName, token, maxAge)

/** Runs a first-login callback, bounded and with its failure swallowed: the login goes on regardless. */
async function tellFirstLogin<Address>(
  onFirstLogin: ((address: Address) => void | Promise<void>) | undefined,
  address: Address,
): Promise<void> {
  if (!onFirstLogin) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.resolve()
      .then(() => onFirstLogin(address))
      .catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, firstLoginTimeoutMs)
    }),
  ])
  clearTimeout(timer)
}

/**
 * Whether a request comes from another site than `siteOrigin`: an `Origin` header that is not
 * the site's own (`null` included), or `Sec-Fetch-Site: cross-site`. The frame page's own
 * fetches are same-origin; a request without either header (not from a browser) passes.
 * @example isCrossSite(request, 'http://localhost:4100')
 */
function isCrossSite(request: IncomingMessage, siteOrigin: string): boolean {
  const origin = request.headers.origin
  if (origin !== undefined && origin !== siteOrigin) return true
  return request.headers['sec-fetch-site'] === 'cross-site'
}

export interface SecureSiteState {
  store: LoginStore
  options: StartSecureSiteOptions
  /** Addresses that logged in since the site started. */
  loggedIn: Set<string>
  /** The site's own origin, `http://localhost:PORT`: the only one its POST routes answer. */
  origin: string
  /** Device approval of logins from new browsers, when enabled. */
  devices: DeviceCheck
}

/**
 * The secure site's own HTTP API, which its frame page calls with the session cookie: the served
 * chains (`/api/chains`), the user (`/api/user`), the login (`/api/login/email`,
 * `/api/login/device` (waits for a new browser's approval, then mails the code), `/api/login/otp`),
 * an email change (`/api/email/update` and its `/current` and `/new` codes),
 * the wallet's RPC (`/api/rpc`; Solana's with `chainNamespace: 'solana'`), the
 * approval text of an eip155 request (`/api/describe`: network name, fee) and of a Solana one
 * (`/api/solana/describe`), and sign-out. A POST from another
 * site (`isCrossSite`) is refused with 403 before its body is read: the session cookie is
 * SameSite=None, so only the origin tells the frame page's own calls apart.
 * @example answerApi({ store, options, loggedIn, origin, devices }, '/api/user', request, response)
 */
export async function answerApi(
  { store, options, loggedIn, origin, devices }: SecureSiteState,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const token = tokenOf(request)
  const { solana } = options
  if (path === '/api/chains' && request.method === 'GET') {
    const chainIds = options.chains ? Object.keys(options.chains).map(Number) : null
    return sendJson(response, 200, { chainIds, solana: solana?.caipNetworkId ?? null })
  }
  if (path === '/api/user' && request.method === 'GET') {
    const user = token ? store.userOf(token) : undefined
    const solanaAddress = user && solana ? solanaUserKey(user.privateKey).address : undefined
    return sendJson(response, 200, {
      user: user
        ? {
            email: user.email,
            address: user.address,
            accounts: [{ address: user.address, type: 'eoa' }],
          }
        : null,
      // The same user's Solana account on the network the site serves, for GET_USER.
      solanaUser:
        user && solana && solanaAddress
          ? {
              email: user.email,
              address: solanaAddress,
              chainId: solana.caipNetworkId,
              accounts: [{ address: solanaAddress, type: 'eoa' }],
            }
          : null,
    })
  }
  if (request.method !== 'POST') return sendJson(response, 405, { message: 'Method not allowed' })
  if (isCrossSite(request, origin))
    return sendJson(response, 403, { message: 'Cross-site request refused' })
  const body = await readJsonBody(request)
  if (!body.ok) return sendJson(response, body.status, { message: body.detail })
  const fields = (
    typeof body.value === 'object' && body.value !== null ? body.value : {}
  ) as Record<string, unknown>
  const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : ''
  const validEmail = emailPattern.test(email) && email.length <= 254
  const otp = typeof fields.otp === 'string' ? fields.otp.trim() : ''
  const device = cookieOf(request, deviceCookieName)
  if (path === '/api/login/email') {
    if (!validEmail) return sendJson(response, 400, { message: 'Invalid email' })
    // Each browser gets an id of its own, the first time it asks: the device to approve.
    const id = device ?? randomBytes(24).toString('base64url')
    const headers = device ? {} : { 'set-cookie': cookie(deviceCookieName, id, 365 * 24 * 3600) }
    if (devices.enabled && !devices.isKnown(email, id)) {
      devices.ask(email, id, origin)
      return sendJson(response, 200, { action: 'VERIFY_DEVICE' }, headers)
    }
    store.sendCode(email)
    return sendJson(response, 200, { action: 'VERIFY_OTP' }, headers)
  }
  if (path === '/api/login/device') {
    if (!validEmail || !device) return sendJson(response, 400, { message: 'Ask for a code first' })
    // A browser that goes away drops its wait.
    const gone = new AbortController()
    response.on('close', () => gone.abort())
    if (!(await devices.waitFor(email, device, devices.waitMs, gone.signal)))
      return sendJson(response, 408, { message: 'The device was not approved in time' })
    // One code per approval, however many tabs waited for it.
    if (devices.takeOwedCode(email, device)) store.sendCode(email)
    return sendJson(response, 200, {})
  }
  if (isEmailChangePath(path)) {
    if (path === emailChangePaths.start && !validEmail)
      return sendJson(response, 400, { message: 'Invalid email' })
    const answer = answerEmailChange(store, token, path, { email, otp })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/login/otp') {
    // A code is good only in a browser approved for the email: a leaked one is not enough.
    if (devices.enabled && !(device && devices.isKnown(email, device)))
      return sendJson(response, 403, { message: 'Approve this browser first' })
    const result = store.verifyCode(email, otp)
    if ('refused' in result) return sendJson(response, 400, { message: result.refused })
    const user = store.userOf(result.token)
    if (user && !loggedIn.has(user.address)) {
      loggedIn.add(user.address)
      await Promise.all([
        tellFirstLogin(options.onFirstLogin, user.address),
        solana &&
          tellFirstLogin(options.onFirstSolanaLogin, solanaUserKey(user.privateKey).address),
      ])
    }
    return sendJson(response, 200, {}, { 'set-cookie': sessionCookie(result.token, 7 * 24 * 3600) })
  }
  const user = token ? store.userOf(token) : undefined
  if (path === '/api/rpc' && fields.chainNamespace === 'solana') {
    const { answerSolanaRpc } = await import('./answerSolanaRpc.js')
    const answer = await answerSolanaRpc({ solana, user, request: fields })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/rpc') {
    const answer = await answerRpc({ chains: options.chains ?? {}, user, request: fields })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/describe') {
    const { describeEvmRpc } = await import('./describeEvmRpc.js')
    const answer = await describeEvmRpc({ chains: options.chains ?? {}, user, request: fields })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/solana/describe') {
    const { describeSolanaRpc } = await import('./answerSolanaRpc.js')
    const answer = await describeSolanaRpc({ solana, user, request: fields })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/sign-out') {
    if (token) store.endSession(token)
    return sendJson(response, 200, {}, { 'set-cookie': sessionCookie('', 0) })
  }
  return sendJson(response, 404, { message: 'Not found' })
}
