import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
// The server half through its public entry (the built package), as an app's server imports it:
// the engine's folder may not reach runtime/siwxServer/ by path (test/importRules.test.ts).
import { createMemorySiwxStorage, createSiwxServer, type SiwxServer } from 'appkit/siwx-server'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { allSiwxChains } from './allSiwxChains.js'
import { createServerSiwxSessions } from './createServerSiwxSessions.js'
import { browserLikeFetch } from './fixtures/browserLikeFetch.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessageFields } from './SiwxMessageFields.js'
import { SiwxServerError, SiwxVerifyError } from './siwxErrors.js'

// anvil's first two dev keys: well known, test only.
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

/** How a stub route answers, for the tests of answers the real server never gives. */
type StubRoute = (request: IncomingMessage, response: ServerResponse, body: string) => void

let server: Server
let port: number
let origin: string
let domain: string
let siwx: SiwxServer
let failing: SiwxServer
/** Requests the holding route never answers; released in afterAll. */
const held: ServerResponse[] = []
let stubRoutes: Record<string, StubRoute> = {}
/** `METHOD path` of every request the test server got, in order. */
const served: string[] = []
/** How many `GET /api/siwx/session` the test server got. */
const sessionGets = () => served.filter((each) => each === 'GET /api/siwx/session').length

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value)
  response
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    })
    .end(text)
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    served.push(`${request.method} ${path}`)
    if (path.startsWith('/hold/')) {
      held.push(response)
      return
    }
    if (path.startsWith('/hold-body/')) {
      // The status and headers now, the body never.
      response.writeHead(200, { 'content-type': 'application/json' }).flushHeaders()
      response.write('{"nonce":')
      held.push(response)
      return
    }
    if (path.startsWith('/stub/')) {
      const body = await readBody(request)
      const route = stubRoutes[path.slice('/stub'.length)]
      if (route) route(request, response, body)
      else sendJson(response, 404, { error: 'not-found' })
      return
    }
    const handled = path.startsWith('/broken/')
      ? await failing.handle(request, response, '/broken')
      : await siwx.handle(request, response, '/api/siwx')
    if (!handled) response.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  domain = `127.0.0.1:${port}`
  origin = `http://127.0.0.1:${port}`
  siwx = createSiwxServer({ domain, uri: origin })
  const storage = createMemorySiwxStorage()
  const down = () => {
    throw new Error('database down')
  }
  failing = createSiwxServer({
    domain,
    uri: origin,
    nonceSecret: 'a secret of thirty-two bytes or more, test only',
    storage: { ...storage, spendNonce: down, loadSession: down },
  })
})

afterEach(() => {
  stubRoutes = {}
  served.length = 0
})

afterAll(async () => {
  for (const response of held.splice(0)) response.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function client(options: { path?: string; timeoutMs?: number; now?: () => number } = {}) {
  const browser = browserLikeFetch(() => origin)
  const sessions = createServerSiwxSessions({
    chains: async () => allSiwxChains,
    endpoint: `${origin}${options.path ?? '/api/siwx'}`,
    fetch: browser.fetch,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
  })
  return { sessions, ...browser }
}

function format(fields: Partial<SiwxMessageFields> & { nonce: string }): string {
  const result = formatSiwxMessage({
    namespace: 'eip155',
    domain,
    address: alice.address,
    uri: origin,
    version: '1',
    chainId: '1',
    issuedAt: new Date().toISOString(),
    ...fields,
  })
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result.message
}

async function signed(
  fields: Partial<SiwxMessageFields> & { nonce: string },
  signer: typeof alice = alice,
) {
  const message = format({ address: signer.address, ...fields })
  return { message, signature: await signer.signMessage({ message }) }
}

/** The promise's rejection, or a failure if it resolves. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
    },
    (error: unknown) => error,
  )

/** A port that was just free: nothing listens on it any more. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const free = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  return free
}

describe('createServerSiwxSessions against createSiwxServer(...).handle over HTTP', () => {
  it('signs in: addSession resolves the session re-derived from the message the local account signed', async () => {
    const { sessions, jar } = client()
    const nonce = await sessions.getNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const issuedAt = new Date().toISOString()
    const { message, signature } = await signed({ nonce, issuedAt, statement: 'Sign in to App' })
    const session = await sessions.addSession({ message, signature })
    expect(session).toEqual({
      message,
      signature,
      data: {
        accountAddress: alice.address,
        chainId: 'eip155:1',
        domain,
        uri: origin,
        version: '1',
        nonce,
        issuedAt,
        statement: 'Sign in to App',
      },
    })
    expect([...jar.keys()]).toEqual(['appkit_siwx'])
  })

  it('calls nonce with GET, verify with a JSON POST, both with credentials included and no cache', async () => {
    const { sessions, requests } = client()
    const nonce = await sessions.getNonce()
    const body = await signed({ nonce })
    await sessions.addSession(body)
    expect(requests.map(({ url, init }) => [url, init.method])).toEqual([
      [`${origin}/api/siwx/nonce`, 'GET'],
      [`${origin}/api/siwx/verify`, 'POST'],
    ])
    for (const { init } of requests) {
      expect(init).toMatchObject({ credentials: 'include', cache: 'no-store' })
      expect(init.signal).toBeInstanceOf(AbortSignal)
    }
    expect(requests[1]?.init.headers).toEqual({ 'content-type': 'application/json' })
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual(body)
  })

  it('getSession finds the session for its network and address, in any letter case', async () => {
    const { sessions } = client()
    const session = await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
    expect(await sessions.getSession('eip155:1', alice.address.toLowerCase())).toEqual(session)
  })

  it('getSession answers undefined for another address or another network', async () => {
    const { sessions } = client()
    await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    expect(await sessions.getSession('eip155:1', bob.address)).toBeUndefined()
    expect(await sessions.getSession('eip155:8453', alice.address)).toBeUndefined()
  })

  it('getSession answers undefined for a visitor without the cookie', async () => {
    const signer = client()
    await signer.sessions.addSession(await signed({ nonce: await signer.sessions.getNonce() }))
    const stranger = client()
    expect(await stranger.sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it('revoke ends the session: getSession is then undefined and the cookie is cleared', async () => {
    const { sessions, jar } = client()
    await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    const token = jar.get('appkit_siwx')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await expect(sessions.revoke(alice.address)).resolves.toBeUndefined()
    expect(jar.has('appkit_siwx')).toBe(false)
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
    // The token itself is dead on the server, not only forgotten by this client.
    expect(await siwx.getSession(token ?? '')).toBeUndefined()
  })

  it("revoke of another account leaves the cookie's session (one namespace's sign-out spares the other's)", async () => {
    const { sessions, jar } = client()
    await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    const token = jar.get('appkit_siwx')
    await sessions.revoke(bob.address)
    expect(jar.get('appkit_siwx')).toBe(token)
    expect(await sessions.getSession('eip155:1', alice.address)).toMatchObject({
      data: { accountAddress: alice.address },
    })
    // The same account in lower case is the same account: revoked.
    await sessions.revoke(alice.address.toLowerCase())
    expect(await siwx.getSession(token ?? '')).toBeUndefined()
  })

  it("revokeOthers ends the cookie's session of another account of the namespace and names it", async () => {
    const { sessions, jar } = client()
    await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    const token = jar.get('appkit_siwx') ?? ''
    expect(await sessions.revokeOthers('eip155', bob.address)).toEqual([alice.address])
    expect(jar.has('appkit_siwx')).toBe(false)
    expect(await siwx.getSession(token)).toBeUndefined()
  })

  it("revokeOthers keeps the cookie's session of the same account, in any letter case, and names none", async () => {
    const { sessions, jar, requests } = client()
    await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    const token = jar.get('appkit_siwx') ?? ''
    expect(await sessions.revokeOthers('eip155', alice.address.toLowerCase())).toEqual([])
    expect(await siwx.getSession(token)).toMatchObject({ data: { accountAddress: alice.address } })
    expect(requests.map(({ url }) => url).filter((url) => url.endsWith('/revoke'))).toEqual([])
  })

  it("revokeOthers keeps the cookie's session of another namespace (an EVM session when a Solana account arrives)", async () => {
    const { sessions, jar } = client()
    await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    const token = jar.get('appkit_siwx') ?? ''
    const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(await sessions.revokeOthers('solana', solanaAddress)).toEqual([])
    expect(await siwx.getSession(token)).toMatchObject({ data: { accountAddress: alice.address } })
  })

  it('revokeOthers names none and posts nothing for a visitor without a session', async () => {
    const { sessions, requests } = client()
    expect(await sessions.revokeOthers('eip155', bob.address)).toEqual([])
    expect(requests.map(({ url, init }) => [url, init.method])).toEqual([
      [`${origin}/api/siwx/session`, 'GET'],
    ])
  })

  it('asks the server once for the session when getSession and revokeOthers run at once, and again after', async () => {
    const { sessions } = client()
    const session = await sessions.addSession(await signed({ nonce: await sessions.getNonce() }))
    served.length = 0
    const [found, ended] = await Promise.all([
      sessions.getSession('eip155:1', alice.address),
      sessions.revokeOthers('eip155', alice.address),
    ])
    expect(found).toEqual(session)
    expect(ended).toEqual([])
    expect(sessionGets()).toBe(1)
    // Settled: a later call asks anew (the session may have changed since).
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
    expect(sessionGets()).toBe(2)
  })

  it('does not share a session look-up begun before a verify with one asked after it began', async () => {
    const { sessions } = client()
    const body = await signed({ nonce: await sessions.getNonce() })
    served.length = 0
    const before = sessions.getSession('eip155:1', alice.address)
    const verified = sessions.addSession(body)
    const after = sessions.getSession('eip155:1', alice.address)
    await Promise.all([before, verified, after])
    expect(sessionGets()).toBe(2)
  })

  it("rejects getSession with the server's duplicate-cookie refusal and its advice, not a bare HTTP 400", async () => {
    const token = (letter: string) => letter.repeat(43)
    const sessions = createServerSiwxSessions({
      chains: async () => allSiwxChains,
      endpoint: `${origin}/api/siwx`,
      // Two cookies of the session's name, as a sibling subdomain could plant the second one.
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { cookie: `appkit_siwx=${token('a')}; appkit_siwx=${token('b')}` },
        }),
    })
    const error = await refusal(sessions.getSession('eip155:1', alice.address))
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({
      details: `${origin}/api/siwx/session answered HTTP 400: duplicate-cookie: the appkit_siwx cookie came more than once: clear this site's cookies`,
    })
  })

  it("rejects a replayed message (its nonce a second time) with SiwxVerifyError reason 'nonce-used'", async () => {
    const { sessions } = client()
    const body = await signed({ nonce: await sessions.getNonce() })
    await sessions.addSession(body)
    const error = await refusal(sessions.addSession(body))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({
      reason: 'nonce-used',
      shortMessage: 'Sign-in refused: the nonce was already used, or was never issued',
    })
  })

  it("rejects a message with a nonce the server never issued with reason 'nonce-used'", async () => {
    const { sessions, jar } = client()
    const error = await refusal(sessions.addSession(await signed({ nonce: 'neverIssued12345' })))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({ reason: 'nonce-used' })
    expect(jar.size).toBe(0)
  })

  it("rejects a signature by another key with SiwxVerifyError reason 'invalid-signature'", async () => {
    const { sessions, jar } = client()
    const nonce = await sessions.getNonce()
    const message = format({ nonce, address: alice.address })
    const signature = await bob.signMessage({ message })
    const error = await refusal(sessions.addSession({ message, signature }))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({ reason: 'invalid-signature' })
    expect(jar.size).toBe(0)
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it("rejects a message for another domain with SiwxVerifyError reason 'domain-mismatch'", async () => {
    const { sessions } = client()
    const body = await signed({ nonce: await sessions.getNonce(), domain: 'evil.example' })
    const error = await refusal(sessions.addSession(body))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({
      reason: 'domain-mismatch',
      shortMessage: 'Sign-in refused: the message names another site',
    })
  })

  it("rejects text that is not a sign-in message with reason 'malformed-message'", async () => {
    const { sessions } = client()
    await sessions.getNonce()
    await expect(
      sessions.addSession({
        message: 'hello',
        signature: await alice.signMessage({ message: 'hello' }),
      }),
    ).rejects.toMatchObject({ reason: 'malformed-message' })
  })

  it('accepts an endpoint written with a trailing slash', async () => {
    const { sessions, requests } = client({ path: '/api/siwx/' })
    await sessions.getNonce()
    expect(requests[0]?.url).toBe(`${origin}/api/siwx/nonce`)
  })
})

describe('createServerSiwxSessions when the server fails', () => {
  it('rejects every call with SiwxServerError when nothing listens on the port', async () => {
    const free = await closedPort()
    const sessions = createServerSiwxSessions({
      chains: async () => allSiwxChains,
      endpoint: `http://127.0.0.1:${free}/api/siwx`,
      timeoutMs: 10_000,
    })
    const calls = [
      ['nonce', () => sessions.getNonce()],
      ['verify', () => sessions.addSession({ message: 'm', signature: '0x00' })],
      ['session', () => sessions.getSession('eip155:1', alice.address)],
      // revoke first asks whose session the cookie holds
      ['session', () => sessions.revoke(alice.address)],
    ] as const
    for (const [path, call] of calls) {
      const error = await refusal(call())
      expect(error).toBeInstanceOf(SiwxServerError)
      expect(error).toMatchObject({
        shortMessage: 'The sign-in server did not answer',
        code: 'SIWX_SERVER_UNAVAILABLE',
        details: `http://127.0.0.1:${free}/api/siwx/${path} is unreachable`,
      })
    }
  })

  it('rejects with SiwxServerError after timeoutMs when the server holds the request', async () => {
    const { sessions } = client({ path: '/hold', timeoutMs: 300 })
    const startedAt = performance.now()
    const error = await refusal(sessions.getNonce())
    const elapsed = performance.now() - startedAt
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({ details: `${origin}/hold/nonce did not answer within 0.3 s` })
    // Not before the time-out (timer slack aside), and well before the test's own bound.
    expect(elapsed).toBeGreaterThanOrEqual(280)
    expect(elapsed).toBeLessThan(10_000)
  }, 15_000)

  it('rejects with SiwxServerError after timeoutMs when the server sends the headers but holds the body', async () => {
    const { sessions } = client({ path: '/hold-body', timeoutMs: 300 })
    const startedAt = performance.now()
    const error = await refusal(sessions.getNonce())
    const elapsed = performance.now() - startedAt
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(elapsed).toBeGreaterThanOrEqual(280)
    expect(elapsed).toBeLessThan(10_000)
  }, 15_000)

  it('rejects getNonce with SiwxServerError when the server answers 500', async () => {
    stubRoutes['/nonce'] = (_request, response) =>
      sendJson(response, 500, { error: 'server-error', detail: 'try again later' })
    const { sessions } = client({ path: '/stub' })
    const error = await refusal(sessions.getNonce())
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({ details: `${origin}/stub/nonce answered HTTP 500` })
  })

  it('rejects addSession with SiwxServerError, not SiwxVerifyError, when verify answers 500', async () => {
    const { sessions } = client({ path: '/broken' })
    const error = await refusal(
      sessions.addSession(await signed({ nonce: await sessions.getNonce() })),
    )
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({ details: `${origin}/broken/verify answered HTTP 500` })
  })

  it('rejects getSession with SiwxServerError when the session look-up answers 500', async () => {
    const { sessions, jar } = client({ path: '/broken' })
    jar.set('appkit_siwx', 'a'.repeat(43))
    const error = await refusal(sessions.getSession('eip155:1', alice.address))
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({ details: `${origin}/broken/session answered HTTP 500` })
  })

  it('rejects with SiwxServerError when a 500 comes without JSON', async () => {
    stubRoutes['/nonce'] = (_request, response) => response.writeHead(500).end('Internal error')
    const { sessions } = client({ path: '/stub' })
    const error = await refusal(sessions.getNonce())
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({ details: `${origin}/stub/nonce answered HTTP 500 without JSON` })
  })

  it('rejects with SiwxServerError when the endpoint is not the protocol (404 under the base)', async () => {
    const { sessions } = client({ path: '/api/siwx/v2' })
    const error = await refusal(sessions.getNonce())
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({ details: `${origin}/api/siwx/v2/nonce answered HTTP 404` })
  })

  it.each([
    ['a nonce of 7 characters', { nonce: 'abc1234' }],
    ['a nonce with a character outside letters and digits', { nonce: 'abcd-1234-efgh' }],
    ['a numeric nonce', { nonce: 123456789 }],
    ['no nonce', {}],
    ['null', null],
  ])('rejects getNonce with SiwxServerError when the server answers %s', async (_name, answer) => {
    stubRoutes['/nonce'] = (_request, response) => sendJson(response, 200, answer)
    const { sessions } = client({ path: '/stub' })
    const error = await refusal(sessions.getNonce())
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({
      details: `${origin}/stub/nonce answered HTTP 200 without a nonce`,
    })
  })

  it('rejects getNonce with SiwxServerError when a valid nonce comes with a status other than 200', async () => {
    stubRoutes['/nonce'] = (_request, response) =>
      sendJson(response, 201, { nonce: 'abcd1234efgh' })
    const { sessions } = client({ path: '/stub' })
    await expect(sessions.getNonce()).rejects.toBeInstanceOf(SiwxServerError)
  })

  it('rejects addSession with SiwxServerError when verify answers the session of another message', async () => {
    const other = await signed({ nonce: 'otherNonce12345' })
    stubRoutes['/verify'] = (_request, response) => sendJson(response, 200, { session: other })
    const { sessions } = client({ path: '/stub' })
    const mine = await signed({ nonce: 'mineNonce123456' })
    const error = await refusal(sessions.addSession(mine))
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({
      details: `${origin}/stub/verify answered a session for another message`,
    })
  })

  it('rejects addSession with SiwxServerError when verify answers the message with another signature', async () => {
    const mine = await signed({ nonce: 'mineNonce123456' })
    const forged = { ...mine, signature: await bob.signMessage({ message: mine.message }) }
    stubRoutes['/verify'] = (_request, response) => sendJson(response, 200, { session: forged })
    const { sessions } = client({ path: '/stub' })
    await expect(sessions.addSession(mine)).rejects.toBeInstanceOf(SiwxServerError)
  })

  it('rejects addSession with SiwxServerError when verify answers 200 without a session', async () => {
    stubRoutes['/verify'] = (_request, response) => sendJson(response, 200, { session: null })
    const { sessions } = client({ path: '/stub' })
    await expect(
      sessions.addSession(await signed({ nonce: 'mineNonce123456' })),
    ).rejects.toBeInstanceOf(SiwxServerError)
  })

  it('cuts a refusal reason of the server longer than 64 characters to 64 in SiwxVerifyError.reason', async () => {
    const reason = `custom-${'x'.repeat(100)}`
    stubRoutes['/verify'] = (_request, response) =>
      sendJson(response, 403, { error: reason, detail: 'not on the list' })
    const { sessions } = client({ path: '/stub' })
    const error = await refusal(sessions.addSession(await signed({ nonce: 'mineNonce123456' })))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({
      reason: reason.slice(0, 64),
      shortMessage: 'Sign-in refused: the server refused it',
    })
  })

  it('rejects getSession with SiwxServerError when the session look-up answers 401', async () => {
    stubRoutes['/session'] = (_request, response) => sendJson(response, 401, { error: 'nope' })
    const { sessions } = client({ path: '/stub' })
    const error = await refusal(sessions.getSession('eip155:1', alice.address))
    expect(error).toBeInstanceOf(SiwxServerError)
    expect(error).toMatchObject({ details: `${origin}/stub/session answered HTTP 401: nope` })
  })
})

describe('createServerSiwxSessions: sessions the server answers that do not hold', () => {
  const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString()
  const hourAhead = () => new Date(Date.now() + 3_600_000).toISOString()

  it('getSession answers undefined for an expired session the server still sends', async () => {
    const expired = await signed({
      nonce: 'expiredNonce123',
      issuedAt: new Date(Date.now() - 7_200_000).toISOString(),
      expirationTime: hourAgo(),
    })
    stubRoutes['/session'] = (_request, response) => sendJson(response, 200, { session: expired })
    const { sessions } = client({ path: '/stub' })
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it('getSession returns the same stub session while its expiration time is ahead', async () => {
    const current = await signed({ nonce: 'currentNonce123', expirationTime: hourAhead() })
    stubRoutes['/session'] = (_request, response) => sendJson(response, 200, { session: current })
    const { sessions } = client({ path: '/stub' })
    expect(await sessions.getSession('eip155:1', alice.address)).toMatchObject(current)
  })

  it('getSession answers undefined for a session whose not-before the server sends early', async () => {
    const early = await signed({ nonce: 'earlyNonce12345', notBefore: hourAhead() })
    stubRoutes['/session'] = (_request, response) => sendJson(response, 200, { session: early })
    const { sessions } = client({ path: '/stub' })
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it('getSession answers undefined for a session text that does not parse', async () => {
    stubRoutes['/session'] = (_request, response) =>
      sendJson(response, 200, { session: { message: 'garbage', signature: '0x00' } })
    const { sessions } = client({ path: '/stub' })
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it('revokeOthers posts revoke for an expired session of another account the server still sends, and names none', async () => {
    const expired = await signed({
      nonce: 'expiredNonce123',
      issuedAt: new Date(Date.now() - 7_200_000).toISOString(),
      expirationTime: hourAgo(),
    })
    stubRoutes['/session'] = (_request, response) => sendJson(response, 200, { session: expired })
    let revoked = 0
    stubRoutes['/revoke'] = (_request, response) => {
      revoked++
      response.writeHead(204).end()
    }
    const { sessions } = client({ path: '/stub' })
    expect(await sessions.revokeOthers('eip155', bob.address)).toEqual([])
    expect(revoked).toBe(1)
  })

  it("getSession answers undefined once the page's clock passes the expiry of a real server's session", async () => {
    let now = Date.now()
    const { sessions } = client({ now: () => now })
    const body = await signed({ nonce: await sessions.getNonce(), expirationTime: hourAhead() })
    const session = await sessions.addSession(body)
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
    now += 2 * 3_600_000
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })
})
