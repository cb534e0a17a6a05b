import type { IncomingMessage, ServerResponse } from 'node:http'
import { readJsonBody } from '../../runtime/siwxServer/readJsonBody.js'
import { answerAccountApi, isAccountApiPath } from './answerAccountApi.js'
import { answerEmailChange, emailChangePaths, isEmailChangePath } from './answerEmailChange.js'
import { answerRpc } from './answerRpc.js'
import { answerSocialApi, isSocialApiPath } from './answerSocialApi.js'
import { finishLogin } from './finishLogin.js'
import type { SecureSiteState } from './secureSiteState.js'
import { sendJson } from './sendJson.js'
import {
  cookieOf,
  deviceCookieName,
  deviceOf,
  sessionCookieName,
  siteCookie,
} from './siteCookies.js'
import { activeAccountOf } from './siteSmartAccounts.js'
import { solanaUserKey } from './solanaUserKey.js'

const emailPattern = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/

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

/**
 * The secure site's own HTTP API, which its frame page calls with the session cookie: the served
 * chains (`/api/chains`: eip155 ids, the Solana network, the chains with smart accounts), the
 * user (`/api/user`), the login (`/api/login/email`, `/api/login/device` (waits for a new
 * browser's approval, then mails the code), `/api/login/otp`), the social and Farcaster logins
 * (`answerSocialApi`), the accounts on a chain (`answerAccountApi`: GET_USER's, the smart
 * account, the preferred type), an email change (`/api/email/update` and its `/current` and
 * `/new` codes), the wallet's RPC (`/api/rpc`; Solana's with `chainNamespace: 'solana'`; eip155
 * as the session's account: its key, or its smart account), the approval text of an eip155
 * request (`/api/describe`: network name, fee) and of a Solana one (`/api/solana/describe`),
 * and sign-out. A POST from another site (`isCrossSite`) is refused with 403 before its body is
 * read: the session cookie is SameSite=None, so only the origin tells the frame page's own calls
 * apart.
 * @example answerApi(state, '/api/user', request, response)
 */
export async function answerApi(
  state: SecureSiteState,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { store, options, origin, devices, smartAccounts } = state
  const token = cookieOf(request, sessionCookieName)
  const { solana } = options
  if (path === '/api/chains' && request.method === 'GET') {
    const chainIds = options.chains ? Object.keys(options.chains).map(Number) : null
    return sendJson(response, 200, {
      chainIds,
      solana: solana?.caipNetworkId ?? null,
      smartAccountChainIds: smartAccounts?.chainIds ?? [],
    })
  }
  if (path === '/api/user' && request.method === 'GET') {
    const user = token ? store.userOf(token) : undefined
    const solanaAddress = user && solana ? solanaUserKey(user.privateKey).address : undefined
    // A social login has a user name and no email; an email login no user name.
    const names = user && {
      email: user.email,
      ...(user.userName ? { userName: user.userName } : {}),
    }
    return sendJson(response, 200, {
      user: user
        ? {
            ...names,
            address: user.address,
            accounts: [{ address: user.address, type: 'eoa' }],
          }
        : null,
      // The same user's Solana account on the network the site serves, for GET_USER.
      solanaUser:
        user && solana && solanaAddress
          ? {
              ...names,
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
  if (isSocialApiPath(path)) return answerSocialApi(state, path, request, response, fields)
  if (isAccountApiPath(path)) return answerAccountApi(state, token, path, response, fields)
  if (path === '/api/login/email') {
    if (!validEmail) return sendJson(response, 400, { message: 'Invalid email' })
    // Each browser gets an id of its own, the first time it asks: the device to approve.
    const { id, headers } = deviceOf(request)
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
    const preferred = fields.preferredAccountType
    return finishLogin(
      state,
      response,
      result.token,
      {},
      preferred === 'eoa' || preferred === 'smartAccount' ? preferred : undefined,
    )
  }
  const user = token ? store.userOf(token) : undefined
  if (path === '/api/rpc' && fields.chainNamespace === 'solana') {
    const { answerSolanaRpc } = await import('./answerSolanaRpc.js')
    const answer = await answerSolanaRpc({ solana, user, request: fields })
    return sendJson(response, answer.status, answer.body)
  }
  // The account eip155 requests act as: the key's, or the smart account the session chose.
  const account =
    user &&
    token &&
    activeAccountOf(smartAccounts, user, store.preferredAccountTypeOf(token), fields.chainId)
  if (path === '/api/rpc') {
    const answer = await answerRpc({
      chains: options.chains ?? {},
      user,
      ...(account && { account }),
      request: fields,
    })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/describe') {
    const { describeEvmRpc } = await import('./describeEvmRpc.js')
    const answer = await describeEvmRpc({
      chains: options.chains ?? {},
      user,
      ...(account && { account }),
      request: fields,
    })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/solana/describe') {
    const { describeSolanaRpc } = await import('./answerSolanaRpc.js')
    const answer = await describeSolanaRpc({ solana, user, request: fields })
    return sendJson(response, answer.status, answer.body)
  }
  if (path === '/api/sign-out') {
    if (token) store.endSession(token)
    return sendJson(response, 200, {}, { 'set-cookie': siteCookie(sessionCookieName, '', 0) })
  }
  return sendJson(response, 404, { message: 'Not found' })
}
