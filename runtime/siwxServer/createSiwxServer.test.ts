import { ed25519 } from '@noble/curves/ed25519'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeBase58 } from '../core/siwx/decodeBase58.js'
import { formatSiwxMessage } from '../core/siwx/formatSiwxMessage.js'
import type { SiwxMessageFields } from '../core/siwx/SiwxMessageFields.js'
import { createSiwxServer, type SiwxServer } from './createSiwxServer.js'
import { createMemorySiwxStorage, type SiwxServerStorage } from './SiwxServerStorage.js'

// anvil's first two dev keys: well known, test only.
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

const domain = 'app.example.com'
const uri = 'https://app.example.com'

function message(nonce: string, change: Partial<SiwxMessageFields> = {}): string {
  const result = formatSiwxMessage({
    namespace: 'eip155',
    domain,
    address: alice.address,
    statement: 'Sign in to the example',
    uri,
    version: '1',
    chainId: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    ...change,
  })
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result.message
}

async function signIn(server: SiwxServer, change: Partial<SiwxMessageFields> = {}, signer = alice) {
  const text = message(await server.issueNonce(), change)
  return server.verify({ message: text, signature: await signer.signMessage({ message: text }) })
}

/** A nonce key of 32 bytes or more, for the servers given a storage: test only. */
const nonceSecret = 'a secret of thirty-two bytes or more, test only'

const inAMinute = () => new Date(Date.now() + 60_000).toISOString()
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString()

afterEach(() => {
  vi.useRealTimers()
})

describe('createSiwxServer verify (eip155 EOA)', () => {
  it('opens a session re-derived from the signed message, behind a 32-byte token', async () => {
    const server = createSiwxServer({ domain, uri })
    const nonce = await server.issueNonce()
    expect(nonce).toMatch(/^[0-9a-f]{64}$/)
    const text = message(nonce)
    const signature = await alice.signMessage({ message: text })
    const result = await server.verify({ message: text, signature })
    if (!result.ok) throw new Error(result.detail)
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(result.session).toEqual({
      message: text,
      signature,
      data: expect.objectContaining({
        accountAddress: alice.address,
        chainId: 'eip155:1',
        domain,
        uri,
        nonce,
        statement: 'Sign in to the example',
      }),
    })
    expect(await server.getSession(result.token)).toEqual(result.session)
  })

  it('refuses a signature of another message', async () => {
    const server = createSiwxServer({ domain, uri })
    const text = message(await server.issueNonce())
    const signature = await alice.signMessage({ message: `${text} ` })
    expect(await server.verify({ message: text, signature })).toMatchObject({
      ok: false,
      reason: 'invalid-signature',
    })
  })

  it('refuses a message signed by another address than the one it names', async () => {
    const server = createSiwxServer({ domain, uri })
    expect(await signIn(server, {}, bob)).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })

  it('refuses a replayed nonce, even with a valid signature', async () => {
    const server = createSiwxServer({ domain, uri })
    const text = message(await server.issueNonce())
    const signature = await alice.signMessage({ message: text })
    expect((await server.verify({ message: text, signature })).ok).toBe(true)
    expect(await server.verify({ message: text, signature })).toMatchObject({
      ok: false,
      reason: 'nonce-used',
    })
  })

  it('refuses a nonce it never issued', async () => {
    const server = createSiwxServer({ domain, uri })
    const text = message('Xk29fLq0aPzW7rT1')
    const signature = await alice.signMessage({ message: text })
    expect(await server.verify({ message: text, signature })).toMatchObject({
      ok: false,
      reason: 'nonce-used',
    })
  })

  it('refuses an issued nonce with its expiry pushed later or its tag altered, before the storage sees it', async () => {
    const inner = createMemorySiwxStorage()
    const spendNonce = vi.fn(inner.spendNonce)
    const storage: SiwxServerStorage = { ...inner, spendNonce }
    const server = createSiwxServer({ domain, uri, storage, nonceSecret })
    const nonce = await server.issueNonce()
    // Hex digits 20-31 are the expiry, 32-63 the tag (createNonceSigner). The expiry becomes the
    // latest one there is, so only the tag check can refuse it (an earlier one would be expired).
    const later = `${nonce.slice(0, 20)}${'f'.repeat(12)}${nonce.slice(32)}`
    expect(later).not.toBe(nonce)
    const flipTag = `${nonce.slice(0, 40)}${nonce[40] === '0' ? '1' : '0'}${nonce.slice(41)}`
    for (const altered of [later, flipTag]) {
      const text = message(altered)
      const signature = await alice.signMessage({ message: text })
      expect(await server.verify({ message: text, signature })).toMatchObject({
        ok: false,
        reason: 'nonce-used',
      })
    }
    expect(spendNonce).not.toHaveBeenCalled()
    expect((await signIn(server)).ok).toBe(true)
    expect(spendNonce).toHaveBeenCalledOnce()
  })

  it('accepts, once, a nonce issued by another process sharing its nonceSecret and storage', async () => {
    const storage = createMemorySiwxStorage()
    const issuing = createSiwxServer({ domain, uri, nonceSecret, storage })
    const verifying = createSiwxServer({ domain, uri, nonceSecret, storage })
    const text = message(await issuing.issueNonce())
    const signature = await alice.signMessage({ message: text })
    expect((await verifying.verify({ message: text, signature })).ok).toBe(true)
    expect(await issuing.verify({ message: text, signature })).toMatchObject({
      reason: 'nonce-used',
    })
  })

  it("refuses another server's nonce: each server spends only its own", async () => {
    const other = createSiwxServer({ domain, uri })
    const server = createSiwxServer({ domain, uri })
    const text = message(await other.issueNonce())
    const signature = await alice.signMessage({ message: text })
    expect((await server.verify({ message: text, signature })).ok).toBe(false)
    expect((await other.verify({ message: text, signature })).ok).toBe(true)
  })

  it('spends the nonce on a failed attempt too', async () => {
    const server = createSiwxServer({ domain, uri })
    const text = message(await server.issueNonce())
    const wrong = await bob.signMessage({ message: text })
    expect((await server.verify({ message: text, signature: wrong })).ok).toBe(false)
    const right = await alice.signMessage({ message: text })
    expect(await server.verify({ message: text, signature: right })).toMatchObject({
      reason: 'nonce-used',
    })
  })

  it('refuses a nonce past its 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const server = createSiwxServer({ domain, uri })
    const nonce = await server.issueNonce()
    vi.setSystemTime(Date.now() + 10 * 60_000)
    const text = message(nonce)
    const signature = await alice.signMessage({ message: text })
    expect(await server.verify({ message: text, signature })).toMatchObject({
      reason: 'nonce-used',
    })
  })

  it.each([
    ['another domain', { domain: 'evil.example.com' }, 'domain-mismatch'],
    ['another uri', { uri: 'https://evil.example.com' }, 'uri-mismatch'],
    ['another scheme', { scheme: 'http' }, 'domain-mismatch'],
    ['an expiry in the past', { expirationTime: aMinuteAgo() }, 'expired'],
    ['a not-before in the future', { notBefore: inAMinute() }, 'not-yet-valid'],
  ] as const)('refuses a message with %s', async (_name, change, reason) => {
    const server = createSiwxServer({ domain, uri })
    expect(await signIn(server, change)).toMatchObject({ ok: false, reason })
  })

  it.each([
    ['an unparsable expiry', 'Expiration Time: 2025-02-30T00:00:00Z'],
    ['an unparsable issued-at', 'Issued At: yesterday'],
  ])('refuses a message with %s as malformed', async (_name, line) => {
    const server = createSiwxServer({ domain, uri })
    const field = line.slice(0, line.indexOf(':'))
    const base = message(await server.issueNonce(), { expirationTime: inAMinute() })
    const text = base.replace(new RegExp(`^${field}: .*$`, 'm'), line)
    expect(text).toContain(line)
    const signature = await alice.signMessage({ message: text })
    expect(await server.verify({ message: text, signature })).toMatchObject({
      ok: false,
      reason: 'malformed-message',
    })
  })

  it('refuses input that is not text, without throwing', async () => {
    const server = createSiwxServer({ domain, uri })
    const verify = server.verify as (input: unknown) => ReturnType<SiwxServer['verify']>
    expect(await verify(undefined)).toMatchObject({ reason: 'malformed-message' })
    expect(await verify({ message: 'x', signature: 1 })).toMatchObject({
      reason: 'malformed-signature',
    })
    expect(await verify({ message: 'not a sign-in message', signature: '0x00' })).toMatchObject({
      reason: 'malformed-message',
    })
  })

  it('refuses to start without a domain or an absolute uri', () => {
    expect(() => createSiwxServer({ domain: '', uri })).toThrow(TypeError)
    expect(() => createSiwxServer({ domain, uri: '/login' })).toThrow(TypeError)
    expect(() => createSiwxServer({ domain, uri, sessionTtlSeconds: 0 })).toThrow(TypeError)
    expect(() => createSiwxServer({ domain, uri, bodyTimeoutMs: 0 })).toThrow(TypeError)
    expect(() => createSiwxServer({ domain, uri, nonceSecret: 'short' })).toThrow(/32 bytes/)
  })

  it('refuses to start with a plain http uri on a host that is not loopback', () => {
    expect(() => createSiwxServer({ domain, uri: 'http://app.example.com' })).toThrow(
      /uri must be https \(plain http only on localhost, 127\.0\.0\.1 or \[::1\]\)/,
    )
    for (const host of ['localhost:5173', '127.0.0.1:5173', '[::1]:5173']) {
      expect(() => createSiwxServer({ domain: host, uri: `http://${host}` })).not.toThrow()
    }
  })

  it('refuses a storage of the former contract, without spendNonce', () => {
    const { spendNonce: _spendNonce, ...rest } = createMemorySiwxStorage()
    const storage = { ...rest, saveNonce() {}, takeNonce: () => undefined }
    expect(() =>
      createSiwxServer({
        domain,
        uri,
        nonceSecret,
        storage: storage as unknown as SiwxServerStorage,
      }),
    ).toThrow(/spendNonce/)
  })

  it('refuses a storage without a nonceSecret: each process behind it would pick its own key', () => {
    const storage = createMemorySiwxStorage()
    expect(() => createSiwxServer({ domain, uri, storage })).toThrow(TypeError)
    expect(() => createSiwxServer({ domain, uri, storage })).toThrow(
      /a storage needs a nonceSecret \(32 bytes or more\), the same in every process/,
    )
    expect(() => createSiwxServer({ domain, uri, storage, nonceSecret })).not.toThrow()
  })
})

describe('createSiwxServer sessions', () => {
  it('forgets a revoked session, and ignores unknown or malformed tokens', async () => {
    const server = createSiwxServer({ domain, uri })
    const result = await signIn(server)
    if (!result.ok) throw new Error(result.detail)
    await server.revoke(result.token)
    expect(await server.getSession(result.token)).toBeUndefined()
    await server.revoke(result.token)
    await server.revoke('not a token')
    expect(await server.getSession('')).toBeUndefined()
    expect(await server.getSession('A'.repeat(43))).toBeUndefined()
  })

  it("ends a session at its message's expiration time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const server = createSiwxServer({ domain, uri })
    const result = await signIn(server, { expirationTime: inAMinute() })
    if (!result.ok) throw new Error(result.detail)
    vi.setSystemTime(Date.now() + 59_000)
    expect(await server.getSession(result.token)).toBeDefined()
    vi.setSystemTime(Date.now() + 1_000)
    expect(await server.getSession(result.token)).toBeUndefined()
  })

  it('ends a session after sessionTtlSeconds when the message has no or a later expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const server = createSiwxServer({ domain, uri, sessionTtlSeconds: 30 })
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const results = [await signIn(server), await signIn(server, { expirationTime: later })]
    vi.setSystemTime(Date.now() + 29_000)
    for (const result of results) {
      if (!result.ok) throw new Error(result.detail)
      expect(await server.getSession(result.token)).toBeDefined()
    }
    vi.setSystemTime(Date.now() + 1_000)
    for (const result of results) {
      if (!result.ok) throw new Error(result.detail)
      expect(await server.getSession(result.token)).toBeUndefined()
    }
  })

  it('keeps sessions in a given storage under a hash of the token, never the token', async () => {
    const inner = createMemorySiwxStorage()
    const keys: string[] = []
    const storage: SiwxServerStorage = {
      ...inner,
      saveSession(key, record) {
        keys.push(key)
        return inner.saveSession(key, record)
      },
    }
    const server = createSiwxServer({ domain, uri, storage, nonceSecret })
    const result = await signIn(server)
    if (!result.ok) throw new Error(result.detail)
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(keys[0]).not.toBe(result.token)
    expect(await server.getSession(result.token)).toEqual(result.session)
  })

  it('lets one of two concurrent verifications of a nonce through', async () => {
    const server = createSiwxServer({ domain, uri })
    const text = message(await server.issueNonce())
    const signature = await alice.signMessage({ message: text })
    const results = await Promise.all([
      server.verify({ message: text, signature }),
      server.verify({ message: text, signature }),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })
})

describe('createSiwxServer verify (solana, ed25519)', () => {
  const secretKey = ed25519.utils.randomPrivateKey()
  const address = encodeBase58(ed25519.getPublicKey(secretKey))
  const sign = (text: string, key = secretKey) =>
    encodeBase58(ed25519.sign(new TextEncoder().encode(text), key))

  it('opens a session for a signature of the named public key, and refuses another key', async () => {
    const server = createSiwxServer({ domain, uri })
    const solana = { namespace: 'solana', address, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    const text = message(await server.issueNonce(), solana as Partial<SiwxMessageFields>)
    const result = await server.verify({ message: text, signature: sign(text) })
    if (!result.ok) throw new Error(result.detail)
    expect(result.session.data).toMatchObject({
      accountAddress: address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    const other = message(await server.issueNonce(), solana as Partial<SiwxMessageFields>)
    const forged = sign(other, ed25519.utils.randomPrivateKey())
    expect(await server.verify({ message: other, signature: forged })).toMatchObject({
      ok: false,
      reason: 'invalid-signature',
    })
  })
})
