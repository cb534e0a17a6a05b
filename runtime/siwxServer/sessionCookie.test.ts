import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxServer, type SiwxServer } from './createSiwxServer.js'
import {
  alice,
  type CallSiwxOptions,
  callSiwx,
  jsonBody,
  type SiwxReply,
  setCookieOf,
  signedByAlice,
} from './fixtures/callSiwx.js'

// Two apps on one test server: `local`, configured as http://127.0.0.1:PORT (development), and
// `secure`, configured as https://app.example.com and reached the way nginx forwards by default:
// `Host: 127.0.0.1:PORT`, plain http from the proxy, no X-Forwarded-Proto.
let server: Server
let port: number
let local: SiwxServer
let localUri: string
let secure: SiwxServer
const secureDomain = 'app.example.com'
const secureUri = 'https://app.example.com'

const call = (method: string, path: string, options?: CallSiwxOptions) =>
  callSiwx(port, method, path, options)

/** Signs alice in on one of the two apps; resolves the verify reply and the cookie pair it set. */
async function signIn(app: 'local' | 'secure'): Promise<{ reply: SiwxReply; cookie: string }> {
  const base = app === 'local' ? '/siwx' : '/https'
  const { nonce } = (await call('GET', `${base}/nonce`)).body as { nonce: string }
  const fields =
    app === 'local'
      ? { domain: `127.0.0.1:${port}`, uri: localUri, nonce }
      : { domain: secureDomain, uri: secureUri, nonce }
  const reply = await call('POST', `${base}/verify`, jsonBody(await signedByAlice(fields)))
  expect(reply.status).toBe(200)
  return { reply, cookie: setCookieOf(reply).split(';')[0] ?? '' }
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    if (await local.handle(request, response, '/siwx')) return
    if (await secure.handle(request, response, '/https')) return
    if (request.url === '/me') {
      const session = await local.getRequestSession(request)
      const body = JSON.stringify({ address: session?.data.accountAddress ?? null })
      response.writeHead(session ? 200 : 401, { 'content-type': 'application/json' }).end(body)
      return
    }
    response.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  localUri = `http://127.0.0.1:${port}`
  local = createSiwxServer({ domain: `127.0.0.1:${port}`, uri: localUri })
  secure = createSiwxServer({ domain: secureDomain, uri: secureUri })
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('the session cookie of an https app behind a proxy that forwards Host 127.0.0.1', () => {
  it('is __Host-appkit_siwx, Secure, Path=/ and without Domain, and is cleared the same way', async () => {
    const { reply, cookie } = await signIn('secure')
    const setCookie = setCookieOf(reply)
    expect(setCookie).toMatch(
      /^__Host-appkit_siwx=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+; Secure$/,
    )
    expect(setCookie).not.toMatch(/domain=/i)
    const read = await call('GET', '/https/session', { headers: { cookie } })
    expect(read).toMatchObject({
      status: 200,
      body: { session: { data: { domain: secureDomain } } },
    })
    const revoked = await call('POST', '/https/revoke', { headers: { cookie } })
    expect(setCookieOf(revoked)).toBe(
      '__Host-appkit_siwx=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0; Secure',
    )
  })

  it('ignores an unprefixed appkit_siwx cookie, which a sibling subdomain could have planted', async () => {
    const { cookie } = await signIn('secure')
    const token = cookie.slice(cookie.indexOf('=') + 1)
    const read = await call('GET', '/https/session', {
      headers: { cookie: `appkit_siwx=${token}` },
    })
    expect(read).toMatchObject({ status: 200, body: { session: null } })
  })
})

describe('the session cookie of an http loopback app (development)', () => {
  it('leaves Secure out whatever Host or proxy header the request names', async () => {
    const { nonce } = (await call('GET', '/siwx/nonce')).body as { nonce: string }
    const signed = await signedByAlice({ domain: `127.0.0.1:${port}`, uri: localUri, nonce })
    const forwarded = await call(
      'POST',
      '/siwx/verify',
      jsonBody(signed, { 'x-forwarded-proto': 'https', forwarded: 'proto=https' }),
    )
    expect(setCookieOf(forwarded)).toMatch(
      /^appkit_siwx=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/,
    )
    const named = await call('POST', '/siwx/revoke', { headers: { host: 'app.example.com' } })
    expect(setCookieOf(named)).toBe('appkit_siwx=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0')
  })

  it('is read among other cookies by getRequestSession, for the app routes', async () => {
    const { cookie } = await signIn('local')
    const me = await callSiwx(port, 'GET', '/me', { headers: { cookie: `a=b; ${cookie}; c=d` } })
    expect(me).toMatchObject({ status: 200, body: { address: alice.address } })
    expect((await call('GET', '/me')).status).toBe(401)
  })
})

describe('a request carrying the session cookie twice', () => {
  it.each([
    ['GET', '/siwx/nonce'],
    ['POST', '/siwx/verify'],
    ['GET', '/siwx/session'],
    ['POST', '/siwx/revoke'],
    ['GET', '/https/session'],
  ])('gets 400 duplicate-cookie on %s %s, and nothing is read or changed', async (method, path) => {
    const app = path.startsWith('/https') ? 'secure' : 'local'
    const attacker = (await signIn(app)).cookie
    const victim = (await signIn(app)).cookie
    const reply = await call(method, path, {
      ...(method === 'POST' ? jsonBody({ message: 'm', signature: 's' }) : {}),
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        cookie: `${attacker}; ${victim}`,
      },
    })
    expect(reply).toMatchObject({ status: 400, body: { error: 'duplicate-cookie' } })
    expect(setCookieOf(reply)).toBe('')
    const base = app === 'local' ? '/siwx' : '/https'
    for (const cookie of [attacker, victim]) {
      const read = await call('GET', `${base}/session`, { headers: { cookie } })
      expect(read).toMatchObject({ status: 200, body: { session: { data: expect.any(Object) } } })
    }
  })

  it('gets 400 duplicate-cookie when the two come in two Cookie header lines', async () => {
    const first = (await signIn('local')).cookie
    const second = (await signIn('local')).cookie
    const reply = await call('GET', '/siwx/session', { headers: { cookie: [first, second] } })
    expect(reply).toMatchObject({ status: 400, body: { error: 'duplicate-cookie' } })
  })

  it('reads as no session in getRequestSession, for the app routes', async () => {
    const first = (await signIn('local')).cookie
    const second = (await signIn('local')).cookie
    const me = await callSiwx(port, 'GET', '/me', { headers: { cookie: `${first}; ${second}` } })
    expect(me.status).toBe(401)
  })
})
