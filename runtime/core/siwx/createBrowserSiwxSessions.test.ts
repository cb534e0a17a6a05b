import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId } from '../../../schema/index.js'
import { createSafeStorage, type StorageLike } from '../storage/createSafeStorage.js'
import { maxStoredSiwxSessions, storageKeys } from '../storage/storageKeys.js'
import { allSiwxChains } from './allSiwxChains.js'
import { createBrowserSiwxSessions } from './createBrowserSiwxSessions.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessageFields } from './SiwxMessageFields.js'
import type { SiwxSessionBackend } from './SiwxSessionBackend.js'
import { SiwxVerifyError } from './siwxErrors.js'
import type { VerifySiwxMessageParameters } from './verifySiwxMessage.js'

// anvil's first two dev keys: well known, test only.
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
type Signer = typeof alice

const domain = 'app.example.com'
const uri = 'https://app.example.com'
const start = Date.parse('2025-06-01T12:00:00Z')
const issuedAt = '2025-06-01T11:59:00Z'
const sessionsKey = storageKeys.siwxSessions.key

/** A Web Storage stand-in over a Map. */
function memoryBackend(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size
    },
  }
}

/** Storage that throws on every call, as Safari's private mode does. */
const throwingBackend: StorageLike = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
  removeItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

function setup(backend: StorageLike | null = memoryBackend(), page = { domain, uri }) {
  const logger = { warn: vi.fn() }
  const storage = createSafeStorage({ backend, logger })
  const clock = { now: start }
  const parameters = {
    storage,
    ...page,
    scheme: 'https',
    now: () => clock.now,
    chains: async () => allSiwxChains,
  }
  const sessions = createBrowserSiwxSessions(parameters)
  return { sessions, storage, logger, clock, parameters }
}

function format(fields: Partial<SiwxMessageFields> & { nonce: string }): string {
  const result = formatSiwxMessage({
    namespace: 'eip155',
    domain,
    address: alice.address,
    uri,
    version: '1',
    chainId: '1',
    issuedAt,
    ...fields,
  })
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result.message
}

/** A message with a nonce the backend issued, signed by `signer` (and naming it, by default). */
async function signedWithFreshNonce(
  sessions: SiwxSessionBackend,
  change: Partial<SiwxMessageFields> = {},
  signer: Signer = alice,
) {
  const nonce = await sessions.getNonce()
  const message = format({ address: signer.address, ...change, nonce })
  return { message, signature: await signer.signMessage({ message }), nonce }
}

const storedList = (backend: { data: Map<string, string> }) =>
  (JSON.parse(backend.data.get(sessionsKey) ?? 'null') as { value: unknown } | null)?.value

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => error,
  )

describe('createBrowserSiwxSessions (eip155)', () => {
  it('issues nonces of at least 8 letters and digits, a different one each time', async () => {
    const { sessions } = setup()
    const first = await sessions.getNonce()
    const second = await sessions.getNonce()
    expect(first).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(second).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(second).not.toBe(first)
  })

  it('resolves addSession with the session read from the signed text and getSession returns it', async () => {
    const { sessions } = setup()
    const { message, signature, nonce } = await signedWithFreshNonce(sessions, {
      statement: 'Sign in to App',
    })
    const session = await sessions.addSession({ message, signature })
    expect(session).toEqual({
      message,
      signature,
      data: {
        accountAddress: alice.address,
        chainId: 'eip155:1',
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt,
        statement: 'Sign in to App',
      },
    })
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
  })

  it('finds an eip155 session by the address in lower case too', async () => {
    const { sessions } = setup()
    const session = await sessions.addSession(await signedWithFreshNonce(sessions))
    expect(await sessions.getSession('eip155:1', alice.address.toLowerCase())).toEqual(session)
  })

  it('returns no session for another address or another network', async () => {
    const { sessions } = setup()
    await sessions.addSession(await signedWithFreshNonce(sessions))
    expect(await sessions.getSession('eip155:1', bob.address)).toBeUndefined()
    expect(await sessions.getSession('eip155:8453', alice.address)).toBeUndefined()
  })

  it('keeps only the message and its signature in storage, under @appkit/auth/siwx_sessions', async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    const signed = await signedWithFreshNonce(sessions)
    await sessions.addSession(signed)
    expect(sessionsKey).toBe('@appkit/auth/siwx_sessions')
    expect(storedList(backend)).toEqual([{ message: signed.message, signature: signed.signature }])
  })

  it('finds the session again from a second backend over the same storage (a reload)', async () => {
    const backend = memoryBackend()
    const first = setup(backend)
    const session = await first.sessions.addSession(await signedWithFreshNonce(first.sessions))
    const reloaded = setup(backend)
    expect(await reloaded.sessions.getSession('eip155:1', alice.address)).toEqual(session)
  })

  it("refuses a nonce this page did not issue with SiwxVerifyError 'nonce-used' and keeps nothing", async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    const message = format({ nonce: 'notIssuedHere123' })
    const signature = await alice.signMessage({ message })
    const error = await refusal(sessions.addSession({ message, signature }))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({ reason: 'nonce-used' })
    expect(backend.data.has(sessionsKey)).toBe(false)
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it("refuses a nonce issued by another page's backend with 'nonce-used'", async () => {
    const other = setup()
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(other.sessions)
    await expect(sessions.addSession(signed)).rejects.toMatchObject({ reason: 'nonce-used' })
  })

  it("accepts a signed message once: the same message a second time is refused with 'nonce-used'", async () => {
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(sessions)
    await expect(sessions.addSession(signed)).resolves.toMatchObject({ message: signed.message })
    const error = await refusal(sessions.addSession(signed))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({ reason: 'nonce-used' })
  })

  it('lets only one of two concurrent addSession calls with the same message succeed', async () => {
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(sessions)
    const results = await Promise.allSettled([
      sessions.addSession(signed),
      sessions.addSession(signed),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rejected = results.find((result) => result.status === 'rejected')
    expect(rejected).toMatchObject({ reason: { reason: 'nonce-used' } })
  })

  it("refuses with 'nonce-used' a nonce used more than 5 minutes after it was issued", async () => {
    const { sessions, clock } = setup()
    const signed = await signedWithFreshNonce(sessions)
    clock.now = start + 5 * 60_000
    await expect(sessions.addSession(signed)).rejects.toMatchObject({ reason: 'nonce-used' })
  })

  it("refuses the signature of another message with SiwxVerifyError 'invalid-signature'", async () => {
    const { sessions } = setup()
    const nonce = await sessions.getNonce()
    const message = format({ nonce })
    const signature = await alice.signMessage({ message: format({ nonce, statement: 'Other' }) })
    const error = await refusal(sessions.addSession({ message, signature }))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({ reason: 'invalid-signature' })
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it("refuses a message naming alice signed by bob with 'invalid-signature' and gives neither a session", async () => {
    const { sessions } = setup()
    const nonce = await sessions.getNonce()
    const message = format({ nonce, address: alice.address })
    const signature = await bob.signMessage({ message })
    await expect(sessions.addSession({ message, signature })).rejects.toMatchObject({
      reason: 'invalid-signature',
    })
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
    expect(await sessions.getSession('eip155:1', bob.address)).toBeUndefined()
  })

  it("spends the nonce on a refused attempt too: the rightly signed message then gets 'nonce-used'", async () => {
    const { sessions } = setup()
    const nonce = await sessions.getNonce()
    const message = format({ nonce })
    const forged = await bob.signMessage({ message })
    await expect(sessions.addSession({ message, signature: forged })).rejects.toMatchObject({
      reason: 'invalid-signature',
    })
    const signature = await alice.signMessage({ message })
    await expect(sessions.addSession({ message, signature })).rejects.toMatchObject({
      reason: 'nonce-used',
    })
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it("refuses a malformed signature with 'malformed-signature'", async () => {
    const { sessions } = setup()
    const { message } = await signedWithFreshNonce(sessions)
    await expect(sessions.addSession({ message, signature: '0x1234' })).rejects.toMatchObject({
      reason: 'malformed-signature',
    })
  })

  it("refuses a message naming another domain with 'domain-mismatch'", async () => {
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(sessions, { domain: 'evil.example' })
    await expect(sessions.addSession(signed)).rejects.toMatchObject({ reason: 'domain-mismatch' })
  })

  it("refuses a message naming another URI of the site with 'uri-mismatch'", async () => {
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(sessions, { uri: 'https://app.example.com/other' })
    await expect(sessions.addSession(signed)).rejects.toMatchObject({ reason: 'uri-mismatch' })
  })

  it("refuses a message with an http:// scheme on an https page with 'domain-mismatch'", async () => {
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(sessions, { scheme: 'http' })
    await expect(sessions.addSession(signed)).rejects.toMatchObject({ reason: 'domain-mismatch' })
  })

  it("refuses a message whose expiration time has passed with 'expired'", async () => {
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(sessions, {
      expirationTime: '2025-06-01T11:59:59Z',
    })
    const error = await refusal(sessions.addSession(signed))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({ reason: 'expired' })
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it("refuses a message whose not-before is still ahead with 'not-yet-valid'", async () => {
    const { sessions } = setup()
    const signed = await signedWithFreshNonce(sessions, { notBefore: '2025-06-01T12:00:01Z' })
    const error = await refusal(sessions.addSession(signed))
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({ reason: 'not-yet-valid' })
  })

  it('returns the session until its expiration time and undefined from that instant on', async () => {
    const { sessions, clock } = setup()
    const session = await sessions.addSession(
      await signedWithFreshNonce(sessions, { expirationTime: '2025-06-01T13:00:00Z' }),
    )
    clock.now = Date.parse('2025-06-01T12:59:59.999Z')
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
    clock.now = Date.parse('2025-06-01T13:00:00Z')
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it('returns a stored session whose not-before is ahead of the clock only once it has passed', async () => {
    const backend = memoryBackend()
    const first = setup(backend)
    const session = await first.sessions.addSession(
      await signedWithFreshNonce(first.sessions, { notBefore: '2025-06-01T11:00:00Z' }),
    )
    // A page whose clock is behind the not-before (a clock set back) does not count it yet.
    const behind = setup(backend)
    behind.clock.now = Date.parse('2025-06-01T10:59:59Z')
    expect(await behind.sessions.getSession('eip155:1', alice.address)).toBeUndefined()
    behind.clock.now = Date.parse('2025-06-01T11:00:00Z')
    expect(await behind.sessions.getSession('eip155:1', alice.address)).toEqual(session)
  })

  it('keeps one session per account and network: signing in again replaces the stored one', async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    await sessions.addSession(await signedWithFreshNonce(sessions))
    const second = await sessions.addSession(
      await signedWithFreshNonce(sessions, { statement: 'Again' }),
    )
    expect(storedList(backend)).toEqual([{ message: second.message, signature: second.signature }])
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(second)
  })

  it('drops the expired sessions from storage when a new one is added', async () => {
    const backend = memoryBackend()
    const { sessions, clock } = setup(backend)
    await sessions.addSession(
      await signedWithFreshNonce(sessions, { expirationTime: '2025-06-01T12:01:00Z' }),
    )
    clock.now = Date.parse('2025-06-01T12:02:00Z')
    const bobs = await sessions.addSession(await signedWithFreshNonce(sessions, {}, bob))
    expect(storedList(backend)).toEqual([{ message: bobs.message, signature: bobs.signature }])
  })

  it(`keeps at most ${maxStoredSiwxSessions} sessions in storage, the newest, and finds only those`, async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    const added = []
    for (let chainId = 1; chainId <= maxStoredSiwxSessions + 5; chainId++) {
      added.push(
        await sessions.addSession(
          await signedWithFreshNonce(sessions, { chainId: String(chainId) }),
        ),
      )
    }
    expect(maxStoredSiwxSessions).toBe(20)
    const kept = added.slice(-20).map(({ message, signature }) => ({ message, signature }))
    expect(storedList(backend)).toEqual(kept)
    for (let chainId = 1; chainId <= 5; chainId++) {
      expect(await sessions.getSession(`eip155:${chainId}`, alice.address)).toBeUndefined()
    }
    for (let chainId = 6; chainId <= 25; chainId++) {
      expect(await sessions.getSession(`eip155:${chainId}`, alice.address)).toMatchObject({
        data: { chainId: `eip155:${chainId}` },
      })
    }
  })

  it("revoke ends every session of the address on every network, in any letter case, and keeps others'", async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    await sessions.addSession(await signedWithFreshNonce(sessions))
    await sessions.addSession(await signedWithFreshNonce(sessions, { chainId: '8453' }))
    const bobs = await sessions.addSession(await signedWithFreshNonce(sessions, {}, bob))
    await sessions.revoke(alice.address.toLowerCase())
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
    expect(await sessions.getSession('eip155:8453', alice.address)).toBeUndefined()
    expect(await sessions.getSession('eip155:1', bob.address)).toEqual(bobs)
    expect(storedList(backend)).toEqual([{ message: bobs.message, signature: bobs.signature }])
  })

  it('revoke of an address without sessions writes nothing to storage', async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    await sessions.addSession(await signedWithFreshNonce(sessions))
    const setItem = vi.spyOn(backend, 'setItem')
    await sessions.revoke(bob.address)
    expect(setItem).not.toHaveBeenCalled()
    expect(await sessions.getSession('eip155:1', alice.address)).toBeDefined()
  })

  it("revokeOthers ends every session of the namespace's other accounts on every network, names each once, and keeps the account's own in any letter case", async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    const alices = await sessions.addSession(await signedWithFreshNonce(sessions))
    await sessions.addSession(await signedWithFreshNonce(sessions, {}, bob))
    await sessions.addSession(await signedWithFreshNonce(sessions, { chainId: '8453' }, bob))
    expect(await sessions.revokeOthers('eip155', alice.address.toLowerCase())).toEqual([
      bob.address,
    ])
    expect(await sessions.getSession('eip155:1', bob.address)).toBeUndefined()
    expect(await sessions.getSession('eip155:8453', bob.address)).toBeUndefined()
    expect(storedList(backend)).toEqual([{ message: alices.message, signature: alices.signature }])
  })

  it('revokeOthers drops an expired session of another account without naming it', async () => {
    const backend = memoryBackend()
    const { sessions, clock } = setup(backend)
    await sessions.addSession(
      await signedWithFreshNonce(sessions, { expirationTime: '2025-06-01T12:01:00Z' }, bob),
    )
    clock.now = Date.parse('2025-06-01T12:02:00Z')
    expect(await sessions.revokeOthers('eip155', alice.address)).toEqual([])
    expect(storedList(backend)).toEqual([])
  })

  it('revokeOthers writes nothing to storage when no other account has a session', async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    await sessions.addSession(await signedWithFreshNonce(sessions))
    const setItem = vi.spyOn(backend, 'setItem')
    expect(await sessions.revokeOthers('eip155', alice.address)).toEqual([])
    expect(setItem).not.toHaveBeenCalled()
  })

  it('signs in and finds the session with storage that throws on every call, warning once', async () => {
    const { sessions, logger } = setup(throwingBackend)
    const signed = await signedWithFreshNonce(sessions)
    const session = await sessions.addSession(signed)
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
    await sessions.revoke(alice.address)
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledWith(
      'Browser storage failed; settings are kept in memory for this page.',
      expect.any(DOMException),
    )
  })

  it('signs in without any storage backend (null: memory only)', async () => {
    const { sessions } = setup(null)
    const session = await sessions.addSession(await signedWithFreshNonce(sessions))
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
  })

  it('does not return a session stored by a page of another domain in the same storage', async () => {
    const backend = memoryBackend()
    const other = setup(backend, { domain: 'other.example', uri: 'https://other.example' })
    const nonce = await other.sessions.getNonce()
    const message = format({ nonce, domain: 'other.example', uri: 'https://other.example' })
    await other.sessions.addSession({ message, signature: await alice.signMessage({ message }) })
    expect(await other.sessions.getSession('eip155:1', alice.address)).toBeDefined()
    const { sessions } = setup(backend)
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it('returns no session, and throws nothing, when the stored value is not JSON', async () => {
    const backend = memoryBackend()
    backend.data.set(sessionsKey, '{not json')
    const { sessions, logger } = setup(backend)
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
    expect(backend.data.has(sessionsKey)).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith(
      `Discarded stored value ${sessionsKey}: not valid JSON`,
    )
  })

  it('skips a stored entry whose text is not a sign-in message and still returns the valid ones', async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    const session = await sessions.addSession(await signedWithFreshNonce(sessions))
    const list = storedList(backend) as { message: string; signature: string }[]
    backend.data.set(
      sessionsKey,
      JSON.stringify({ v: 1, value: [{ message: 'garbage', signature: '0x00' }, ...list] }),
    )
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
  })

  it('checks a contract account through publicClientFor when the signature does not recover', async () => {
    const verifyMessage = vi.fn(async (_args: { address: Hex; message: string }) => true)
    const publicClient = {
      chain: { id: 1 },
      getChainId: async () => 1,
      verifyMessage,
    } as unknown as VerifySiwxMessageParameters['publicClient']
    const publicClientFor = vi.fn((_id: CaipNetworkId) => publicClient)
    const { parameters } = setup()
    const sessions = createBrowserSiwxSessions({ ...parameters, publicClientFor })
    const nonce = await sessions.getNonce()
    // A contract account's signature: not an EOA signature of the message by its address.
    const message = format({ nonce })
    const signature = await bob.signMessage({ message })
    const session = await sessions.addSession({ message, signature })
    expect(session.data.accountAddress).toBe(alice.address)
    expect(publicClientFor).toHaveBeenCalledWith('eip155:1')
    expect(verifyMessage).toHaveBeenCalledWith({ address: alice.address, message, signature })
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(session)
  })

  it('does not call publicClientFor for a signature that recovers to the address', async () => {
    const publicClientFor = vi.fn(() => undefined)
    const { parameters } = setup()
    const sessions = createBrowserSiwxSessions({ ...parameters, publicClientFor })
    await sessions.addSession(await signedWithFreshNonce(sessions))
    expect(publicClientFor).not.toHaveBeenCalled()
  })

  it("refuses with 'invalid-signature' when the contract account's RPC says the signature is not valid", async () => {
    const publicClient = {
      chain: { id: 1 },
      getChainId: async () => 1,
      verifyMessage: async () => false,
    } as unknown as VerifySiwxMessageParameters['publicClient']
    const { parameters } = setup()
    const sessions = createBrowserSiwxSessions({
      ...parameters,
      publicClientFor: () => publicClient,
    })
    const nonce = await sessions.getNonce()
    const message = format({ nonce })
    await expect(
      sessions.addSession({ message, signature: await bob.signMessage({ message }) }),
    ).rejects.toMatchObject({ reason: 'invalid-signature' })
  })
})

describe('createBrowserSiwxSessions: a stored session altered in storage', () => {
  it('no longer gives the signer a session once the stored text names another address', async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    const session = await sessions.addSession(await signedWithFreshNonce(sessions))
    const altered = session.message.replace(alice.address, bob.address)
    expect(altered).not.toBe(session.message)
    backend.data.set(
      sessionsKey,
      JSON.stringify({ v: 1, value: [{ message: altered, signature: session.signature }] }),
    )
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })

  it('gives no session to the address the altered text names: the signature is checked again', async () => {
    const backend = memoryBackend()
    const { sessions } = setup(backend)
    const session = await sessions.addSession(await signedWithFreshNonce(sessions))
    const altered = session.message.replace(alice.address, bob.address)
    backend.data.set(
      sessionsKey,
      JSON.stringify({ v: 1, value: [{ message: altered, signature: session.signature }] }),
    )
    expect(await sessions.getSession('eip155:1', bob.address)).toBeUndefined()
  })

  it('gives no session once the stored expiration time is pushed later than what was signed', async () => {
    const backend = memoryBackend()
    const { sessions, clock } = setup(backend)
    const session = await sessions.addSession(
      await signedWithFreshNonce(sessions, { expirationTime: '2025-06-01T13:00:00Z' }),
    )
    const altered = session.message.replace('2025-06-01T13:00:00Z', '2099-01-01T00:00:00Z')
    backend.data.set(
      sessionsKey,
      JSON.stringify({ v: 1, value: [{ message: altered, signature: session.signature }] }),
    )
    clock.now = Date.parse('2025-06-01T14:00:00Z')
    expect(await sessions.getSession('eip155:1', alice.address)).toBeUndefined()
  })
})

describe('createBrowserSiwxSessions: refusals that name their reason', () => {
  it('asks the network about a contract signature that is not 65 bytes instead of refusing it as malformed', async () => {
    const verifyMessage = vi.fn(async () => true)
    const publicClient = {
      chain: { id: 1 },
      getChainId: async () => 1,
      verifyMessage,
    } as unknown as VerifySiwxMessageParameters['publicClient']
    const { parameters } = setup()
    const sessions = createBrowserSiwxSessions({
      ...parameters,
      publicClientFor: () => publicClient,
    })
    const nonce = await sessions.getNonce()
    const message = format({ nonce })
    const signature = `0x${'ab'.repeat(200)}`
    const session = await sessions.addSession({ message, signature })
    expect(session.data.accountAddress).toBe(alice.address)
    expect(verifyMessage).toHaveBeenCalledWith({ address: alice.address, message, signature })
  })

  it("refuses text that is not a sign-in message with 'malformed-message'", async () => {
    const { sessions } = setup()
    const error = await refusal(
      sessions.addSession({
        message: 'hello',
        signature: await alice.signMessage({ message: 'hello' }),
      }),
    )
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(error).toMatchObject({
      reason: 'malformed-message',
      shortMessage: 'Sign-in refused: the message is not a valid sign-in message',
    })
  })
})

describe('createBrowserSiwxSessions (solana)', () => {
  const secretKey = new Uint8Array(32).fill(7)
  const address = bs58.encode(ed25519.getPublicKey(secretKey))
  const otherKey = new Uint8Array(32).fill(9)
  const otherAddress = bs58.encode(ed25519.getPublicKey(otherKey))
  const reference = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const caipNetworkId = `solana:${reference}` as const
  const sign = (message: string, key = secretKey) =>
    bs58.encode(ed25519.sign(new TextEncoder().encode(message), key))

  async function solanaSigned(sessions: SiwxSessionBackend, who = address, key = secretKey) {
    const nonce = await sessions.getNonce()
    const message = format({ namespace: 'solana', address: who, chainId: reference, nonce })
    return { message, signature: sign(message, key), nonce }
  }

  it('resolves addSession with the session of the base58 address and getSession returns it', async () => {
    const { sessions } = setup()
    const { message, signature, nonce } = await solanaSigned(sessions)
    const session = await sessions.addSession({ message, signature })
    expect(session).toEqual({
      message,
      signature,
      data: {
        accountAddress: address,
        chainId: caipNetworkId,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt,
      },
    })
    expect(await sessions.getSession(caipNetworkId, address)).toEqual(session)
  })

  it('returns no solana session for the address in another letter case or on another network', async () => {
    const { sessions } = setup()
    await sessions.addSession(await solanaSigned(sessions))
    expect(await sessions.getSession(caipNetworkId, address.toLowerCase())).toBeUndefined()
    expect(
      await sessions.getSession('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', address),
    ).toBeUndefined()
  })

  it("refuses a solana message signed by another key with 'invalid-signature'", async () => {
    const { sessions } = setup()
    const signed = await solanaSigned(sessions, address, otherKey)
    await expect(sessions.addSession(signed)).rejects.toMatchObject({
      reason: 'invalid-signature',
    })
    expect(await sessions.getSession(caipNetworkId, address)).toBeUndefined()
  })

  it("revokeOthers for a solana account ends the other solana account's session and keeps the EVM one", async () => {
    const { sessions } = setup()
    const evm = await sessions.addSession(await signedWithFreshNonce(sessions))
    const own = await sessions.addSession(await solanaSigned(sessions))
    await sessions.addSession(await solanaSigned(sessions, otherAddress, otherKey))
    expect(await sessions.revokeOthers('solana', address)).toEqual([otherAddress])
    expect(await sessions.getSession(caipNetworkId, otherAddress)).toBeUndefined()
    expect(await sessions.getSession(caipNetworkId, address)).toEqual(own)
    expect(await sessions.getSession('eip155:1', alice.address)).toEqual(evm)
  })

  it('revoke of a solana address compares it exactly: another case revokes nothing', async () => {
    const { sessions } = setup()
    const session = await sessions.addSession(await solanaSigned(sessions))
    const others = await sessions.addSession(await solanaSigned(sessions, otherAddress, otherKey))
    await sessions.revoke(address.toLowerCase())
    expect(await sessions.getSession(caipNetworkId, address)).toEqual(session)
    await sessions.revoke(address)
    expect(await sessions.getSession(caipNetworkId, address)).toBeUndefined()
    expect(await sessions.getSession(caipNetworkId, otherAddress)).toEqual(others)
  })
})
