import { ed25519 } from '@noble/curves/ed25519'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createNonceStore } from './createNonceStore.js'
import { encodeBase58 } from './decodeBase58.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessageFields } from './SiwxMessageFields.js'
import { type VerifySiwxMessageParameters, verifySiwxMessage } from './verifySiwxMessage.js'

// anvil's first two dev keys: well known, test only.
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

const expected = { domain: 'service.org', uri: 'https://service.org/login', nonce: 'n0nce12345678' }
const now = Date.parse('2025-06-01T12:00:00Z')
const fields: SiwxMessageFields = {
  namespace: 'eip155',
  domain: expected.domain,
  address: alice.address,
  statement: 'Sign in to Service',
  uri: expected.uri,
  version: '1',
  chainId: '1',
  nonce: expected.nonce,
  issuedAt: '2025-06-01T11:59:00Z',
}

function format(change: Partial<SiwxMessageFields> = {}): string {
  const result = formatSiwxMessage({ ...fields, ...change })
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result.message
}

async function signed(change: Partial<SiwxMessageFields> = {}, signer = alice) {
  const message = format(change)
  return { message, signature: await signer.signMessage({ message }) }
}

describe('verifySiwxMessage (eip155, EOA by recovery)', () => {
  it('verifies and re-derives the session from the signed text', async () => {
    const { message, signature } = await signed({
      requestId: 'r1',
      resources: ['https://a.example'],
    })
    const result = await verifySiwxMessage({ message, signature, expected, now })
    expect(result).toEqual({
      ok: true,
      session: {
        message,
        signature,
        data: {
          accountAddress: alice.address,
          chainId: 'eip155:1',
          domain: 'service.org',
          uri: 'https://service.org/login',
          version: '1',
          nonce: expected.nonce,
          issuedAt: fields.issuedAt,
          statement: 'Sign in to Service',
          requestId: 'r1',
          resources: ['https://a.example'],
        },
      },
    })
  })

  it.each([
    ['expected.domain', { domain: undefined }],
    ['expected.uri', { uri: '' }],
    ['expected.nonce', { nonce: undefined }],
  ])('fails closed without %s', async (_name, change) => {
    const { message, signature } = await signed()
    const result = await verifySiwxMessage({
      message,
      signature,
      expected: { ...expected, ...change } as VerifySiwxMessageParameters['expected'],
      now,
    })
    expect(result).toMatchObject({ ok: false, reason: 'missing-expected' })
  })

  it('fails closed without expected at all', async () => {
    const { message, signature } = await signed()
    const parameters = { message, signature, now } as unknown as VerifySiwxMessageParameters
    expect(await verifySiwxMessage(parameters)).toMatchObject({ reason: 'missing-expected' })
  })

  const cases: [
    string,
    Partial<SiwxMessageFields>,
    Partial<VerifySiwxMessageParameters>,
    string,
  ][] = [
    ['another domain', { domain: 'evil.example' }, {}, 'domain-mismatch'],
    ['a look-alike domain', { domain: 'service.org.evil.example' }, {}, 'domain-mismatch'],
    ['another uri', { uri: 'https://service.org/other' }, {}, 'uri-mismatch'],
    ['another nonce', { nonce: 'othernonce123' }, {}, 'nonce-mismatch'],
    [
      'another chain than expected',
      { chainId: '10' },
      { expected: { ...expected, chainId: '1' } },
      'chain-mismatch',
    ],
    ['an expired message', { expirationTime: '2025-06-01T11:59:59Z' }, {}, 'expired'],
    ['expiry exactly now', { expirationTime: '2025-06-01T12:00:00Z' }, {}, 'expired'],
    [
      'expiry passed, not-before passed',
      { expirationTime: '2025-06-01T11:59:59Z', notBefore: '2025-06-01T11:00:00Z' },
      {},
      'expired',
    ],
    ['not yet valid', { notBefore: '2025-06-01T12:00:01Z' }, {}, 'not-yet-valid'],
    [
      'not yet valid, expiry ahead',
      { notBefore: '2025-06-01T12:00:01Z', expirationTime: '2025-06-02T00:00:00Z' },
      {},
      'not-yet-valid',
    ],
    [
      'an expiry in another time zone, passed',
      { expirationTime: '2025-06-01T13:59:59+02:00' },
      {},
      'expired',
    ],
  ]

  it.each(cases)('refuses %s', async (_name, change, parameters, reason) => {
    const { message, signature } = await signed(change)
    const result = await verifySiwxMessage({ message, signature, expected, now, ...parameters })
    expect(result).toMatchObject({ ok: false, reason })
  })

  it('checks the scheme a message names: https unless the server says otherwise', async () => {
    const http = await signed({ scheme: 'http' })
    expect(await verifySiwxMessage({ ...http, expected, now })).toMatchObject({
      ok: false,
      reason: 'domain-mismatch',
    })
    const https = await signed({ scheme: 'https' })
    expect(await verifySiwxMessage({ ...https, expected, now })).toMatchObject({ ok: true })
    expect(
      await verifySiwxMessage({ ...http, expected: { ...expected, scheme: 'http' }, now }),
    ).toMatchObject({ ok: true })
  })

  it('accepts a window that holds now (not-before passed, expiry ahead)', async () => {
    const { message, signature } = await signed({
      notBefore: '2025-06-01T12:00:00Z',
      expirationTime: '2025-06-01T12:00:01Z',
    })
    expect(await verifySiwxMessage({ message, signature, expected, now })).toMatchObject({
      ok: true,
    })
  })

  it('refuses a signature of another message', async () => {
    const { signature } = await signed({ statement: 'Something else' })
    const result = await verifySiwxMessage({ message: format(), signature, expected, now })
    expect(result).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })

  it('refuses a signature by another address', async () => {
    const { message, signature } = await signed({}, bob)
    const result = await verifySiwxMessage({ message, signature, expected, now })
    expect(result).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })

  it.each([
    ['empty', ''],
    ['not hex', 'hello'],
    ['odd length', '0x123'],
    ['64 bytes', `0x${'11'.repeat(64)}`],
    ['all zero', `0x${'00'.repeat(65)}`],
  ])('refuses a malformed signature: %s', async (_name, signature) => {
    const result = await verifySiwxMessage({ message: format(), signature, expected, now })
    expect(result.ok).toBe(false)
  })

  it('refuses a message that does not parse and names the problem', async () => {
    const { message, signature } = await signed()
    const result = await verifySiwxMessage({ message: `${message}\n`, signature, expected, now })
    expect(result).toMatchObject({ ok: false, reason: 'malformed-message' })
  })

  it('refuses a message with CRLF line ends even when they were signed', async () => {
    const message = format().replaceAll('\n', '\r\n')
    const signature = await alice.signMessage({ message })
    const result = await verifySiwxMessage({ message, signature, expected, now })
    expect(result).toMatchObject({ ok: false, reason: 'malformed-message' })
  })

  it('refuses a 2 MB message', async () => {
    const message = `${format()}\nResources:\n- https://a.example/${'a'.repeat(2 * 1024 * 1024)}`
    const signature = await alice.signMessage({ message })
    const result = await verifySiwxMessage({ message, signature, expected, now })
    expect(result).toMatchObject({ ok: false, reason: 'malformed-message' })
  })

  it('refuses a replayed nonce with a nonce store, and spends it only on success', async () => {
    const nonceStore = createNonceStore()
    const nonce = nonceStore.issue()
    const { message, signature } = await signed({ nonce })
    const parameters = { message, signature, expected: { ...expected, nonce }, now, nonceStore }
    const forged = await verifySiwxMessage({ ...parameters, signature: `0x${'11'.repeat(65)}` })
    expect(forged.ok).toBe(false)
    expect(await verifySiwxMessage(parameters)).toMatchObject({ ok: true })
    expect(await verifySiwxMessage(parameters)).toMatchObject({ ok: false, reason: 'nonce-used' })
  })

  it('lets only one of two concurrent verifications spend a nonce', async () => {
    const nonceStore = createNonceStore()
    const nonce = nonceStore.issue()
    const { message, signature } = await signed({ nonce })
    const parameters = { message, signature, expected: { ...expected, nonce }, now, nonceStore }
    const results = await Promise.all([
      verifySiwxMessage(parameters),
      verifySiwxMessage(parameters),
    ])
    expect(results.map((result) => result.ok).sort()).toEqual([false, true])
  })

  it('refuses a nonce the store never issued', async () => {
    const { message, signature } = await signed()
    const nonceStore = createNonceStore()
    const result = await verifySiwxMessage({ message, signature, expected, now, nonceStore })
    expect(result).toMatchObject({ ok: false, reason: 'nonce-used' })
  })
})

describe('verifySiwxMessage (solana, ed25519)', () => {
  const secretKey = ed25519.utils.randomPrivateKey()
  const address = encodeBase58(ed25519.getPublicKey(secretKey))
  const solanaFields: SiwxMessageFields = {
    ...fields,
    namespace: 'solana',
    address,
    chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  }
  const sign = (message: string, key = secretKey) =>
    encodeBase58(ed25519.sign(new TextEncoder().encode(message), key))
  const message = (() => {
    const result = formatSiwxMessage(solanaFields)
    if (!result.ok) throw new Error(JSON.stringify(result.problem))
    return result.message
  })()

  it('verifies a signed CAIP-122 message', async () => {
    const result = await verifySiwxMessage({ message, signature: sign(message), expected, now })
    expect(result).toMatchObject({
      ok: true,
      session: {
        data: { accountAddress: address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      },
    })
  })

  it('refuses a signature by another key', async () => {
    const other = ed25519.utils.randomPrivateKey()
    const result = await verifySiwxMessage({
      message,
      signature: sign(message, other),
      expected,
      now,
    })
    expect(result).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })

  it('refuses a signature of another message', async () => {
    const signature = sign(message.replace('Sign in to Service', 'Sign in elsewhere'))
    const result = await verifySiwxMessage({ message, signature, expected, now })
    expect(result).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })

  it.each([
    ['hex', `0x${'11'.repeat(64)}`],
    ['too short', encodeBase58(new Uint8Array(63).fill(1))],
    ['empty', ''],
  ])('refuses a malformed signature: %s', async (_name, signature) => {
    const result = await verifySiwxMessage({ message, signature, expected, now })
    expect(result).toMatchObject({ ok: false, reason: 'malformed-signature' })
  })

  it('refuses an expired solana message', async () => {
    const result = formatSiwxMessage({ ...solanaFields, expirationTime: '2025-06-01T11:00:00Z' })
    if (!result.ok) throw new Error('unformattable')
    const signature = sign(result.message)
    expect(
      await verifySiwxMessage({ message: result.message, signature, expected, now }),
    ).toMatchObject({ ok: false, reason: 'expired' })
  })
})
