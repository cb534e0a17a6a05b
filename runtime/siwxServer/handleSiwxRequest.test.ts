import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxServer, type SiwxServer } from './createSiwxServer.js'
import {
  alice,
  type CallSiwxOptions,
  callSiwx,
  setCookieOf as cookieOf,
  jsonBody as json,
  signedByAlice,
} from './fixtures/callSiwx.js'
import { createMemorySiwxStorage } from './SiwxServerStorage.js'

let server: Server
let port: number
let siwx: SiwxServer
let failing: SiwxServer
let domain: string
let origin: string

const call = (method: string, path: string, options?: CallSiwxOptions) =>
  callSiwx(port, method, path, options)

const signedMessage = (nonce: string) => signedByAlice({ domain, uri: origin, nonce })

async function freshNonce(base = '/siwx'): Promise<string> {
  const reply = await call('GET', `${base}/nonce`)
  return (reply.body as { nonce: string }).nonce
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const handled = req.url?.startsWith('/broken/')
      ? await failing.handle(req, res, '/broken')
      : await siwx.handle(req, res)
    if (!handled) res.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  domain = `127.0.0.1:${port}`
  origin = `http://127.0.0.1:${port}`
  siwx = createSiwxServer({ domain, uri: origin })
  const storage = createMemorySiwxStorage()
  failing = createSiwxServer({
    domain,
    uri: origin,
    nonceSecret: 'a secret of thirty-two bytes or more, test only',
    storage: {
      ...storage,
      spendNonce() {
        throw new Error('database down')
      },
    },
  })
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('the SIWX HTTP protocol of handle()', () => {
  it('goes nonce -> verify (cookie) -> session -> revoke -> no session', async () => {
    const nonceReply = await call('GET', '/siwx/nonce')
    expect(nonceReply.status).toBe(200)
    expect(nonceReply.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(nonceReply.headers['cache-control']).toBe('no-store')
    const { nonce } = nonceReply.body as { nonce: string }
    expect(nonce).toMatch(/^[0-9a-f]{64}$/)

    const signed = await signedMessage(nonce)
    const verified = await call('POST', '/siwx/verify', json(signed, { origin }))
    expect(verified.status).toBe(200)
    const session = (verified.body as { session: { data: Record<string, unknown> } }).session
    expect(session).toMatchObject({ ...signed, data: { accountAddress: alice.address, nonce } })
    const setCookie = cookieOf(verified)
    // Plain http on loopback: no Secure, or the browser would never send it back.
    expect(setCookie).toMatch(
      /^appkit_siwx=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=(86400|8639\d)$/,
    )
    const cookie = setCookie.split(';')[0] ?? ''

    const read = await call('GET', '/siwx/session', { headers: { cookie: `a=b; ${cookie}` } })
    expect(read).toMatchObject({ status: 200, body: { session } })

    const revoked = await call('POST', '/siwx/revoke', { headers: { cookie } })
    expect(revoked.status).toBe(204)
    expect(revoked.body).toBeUndefined()
    expect(cookieOf(revoked)).toBe('appkit_siwx=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0')

    const after = await call('GET', '/siwx/session', { headers: { cookie } })
    expect(after).toMatchObject({ status: 200, body: { session: null } })
    // The stale cookie is cleared.
    expect(cookieOf(after)).toMatch(/^appkit_siwx=; .*Max-Age=0$/)
    // Replaying the signed message does not open a second session.
    const replay = await call('POST', '/siwx/verify', json(signed))
    expect(replay).toMatchObject({ status: 401, body: { error: 'nonce-used' } })
  })

  it('answers no session without a cookie', async () => {
    expect(await call('GET', '/siwx/session')).toMatchObject({
      status: 200,
      body: { session: null },
    })
    expect(cookieOf(await call('GET', '/siwx/session'))).toBe('')
  })

  it.each([
    ['a refused signature', 401, 'invalid-signature'],
    ['a malformed message', 400, 'malformed-message'],
  ])('answers %s with %i and the reason', async (name, status, error) => {
    const signed = await signedMessage(await freshNonce())
    const body =
      name === 'a malformed message'
        ? { ...signed, message: signed.message.replace('wants you', 'wants') }
        : { ...signed, signature: await alice.signMessage({ message: 'another message' }) }
    const reply = await call('POST', '/siwx/verify', json(body))
    expect(reply).toMatchObject({ status, body: { error, detail: expect.any(String) } })
    expect(cookieOf(reply)).toBe('')
  })

  it.each([
    ['text that is not JSON', { headers: { 'content-type': 'application/json' }, body: '{no' }],
    ['JSON sent as text/plain', { headers: { 'content-type': 'text/plain' }, body: '{}' }],
    ['no body', { headers: { 'content-type': 'application/json' } }],
    ['a JSON array', json([])],
    ['a JSON null', json(null)],
    ['a signature that is not a string', json({ message: 'm', signature: 1 })],
    ['a missing message', json({ signature: '0x00' })],
    [
      'bytes that are not UTF-8',
      { headers: { 'content-type': 'application/json' }, body: Buffer.from([0x22, 0xff, 0x22]) },
    ],
  ])('answers 400 malformed-body to %s', async (_name, options) => {
    const reply = await call('POST', '/siwx/verify', options)
    expect(reply).toMatchObject({ status: 400, body: { error: 'malformed-body' } })
  })

  it('answers 413 to a body over 32 KB', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(33 * 1024), signature: '0x00' })
    const reply = await call('POST', '/siwx/verify', json(JSON.parse(body)))
    expect(reply).toMatchObject({ status: 413, body: { error: 'body-too-large' } })
  })

  it('refuses a POST from a page of another origin', async () => {
    const signed = await signedMessage(await freshNonce())
    const reply = await call('POST', '/siwx/verify', json(signed, { origin: 'https://evil.test' }))
    expect(reply).toMatchObject({ status: 403, body: { error: 'origin-mismatch' } })
  })

  it.each([
    ['POST', '/siwx/nonce', 'GET'],
    ['GET', '/siwx/verify', 'POST'],
    ['DELETE', '/siwx/session', 'GET'],
    ['GET', '/siwx/revoke', 'POST'],
  ])('answers %s %s with 405, allowing %s', async (method, path, allowed) => {
    const reply = await call(method, path)
    expect(reply).toMatchObject({ status: 405, body: { error: 'method-not-allowed' } })
    expect(reply.headers.allow).toBe(allowed)
  })

  it.each(['/siwx', '/siwx/', '/siwx/nonce/x', '/siwx/__proto__', '/siwx/constructor'])(
    'answers 404 JSON under the base path (%s)',
    async (path) => {
      expect(await call('GET', path)).toMatchObject({ status: 404, body: { error: 'not-found' } })
    },
  )

  it.each(['/', '/siwxnonce', '/api/siwx/nonce', '/other'])(
    'leaves %s to the app',
    async (path) => {
      expect((await call('GET', path)).status).toBe(418)
    },
  )

  it('answers 500 JSON when the storage fails, and keeps serving', async () => {
    const signed = await signedMessage(await freshNonce('/broken'))
    expect(await call('POST', '/broken/verify', json(signed))).toMatchObject({
      status: 500,
      body: { error: 'server-error' },
    })
    expect((await call('GET', '/broken/nonce')).status).toBe(200)
  })
})
