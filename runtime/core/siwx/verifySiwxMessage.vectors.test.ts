import { describe, expect, it } from 'vitest'
import validationNegative from './fixtures/spruceid-siwe/validation_negative.json' with {
  type: 'json',
}
import validationPositive from './fixtures/spruceid-siwe/validation_positive.json' with {
  type: 'json',
}
import verificationNegative from './fixtures/spruceid-siwe/verification_negative.json' with {
  type: 'json',
}
import verificationPositive from './fixtures/spruceid-siwe/verification_positive.json' with {
  type: 'json',
}
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

// The reference validation and verification vectors of EIP-4361 (spruceid/siwe, see
// fixtures/spruceid-siwe/README.md): fields plus a signature, and for some a time ("time"), the
// domain the server expects ("domainBinding") or the nonce it issued ("matchNonce").

interface Vector {
  signature: string
  time?: string
  domainBinding?: string
  matchNonce?: string
  chainId: string | number
  [field: string]: unknown
}

/** The message the vector's signature signs, or `undefined` when its fields cannot form one. */
function messageOf(vector: Vector): string | undefined {
  const { signature: _s, time: _t, domainBinding: _d, matchNonce: _n, chainId, ...fields } = vector
  const result = formatSiwxMessage({
    namespace: 'eip155',
    ...(fields as Record<string, string>),
    chainId: String(chainId),
  } as Parameters<typeof formatSiwxMessage>[0])
  return result.ok ? result.message : undefined
}

async function verify(vector: Vector) {
  const message = messageOf(vector)
  if (message === undefined) return { ok: false as const, reason: 'unformattable' }
  return verifySiwxMessage({
    message,
    signature: vector.signature,
    expected: {
      domain: vector.domainBinding ?? (vector.domain as string),
      uri: vector.uri as string,
      nonce: vector.matchNonce ?? (vector.nonce as string),
    },
    now: vector.time === undefined ? Date.now() : new Date(vector.time),
  })
}

const positives = [
  ...Object.entries(validationPositive).map(([name, v]) => [`validation: ${name}`, v]),
  ...Object.entries(verificationPositive).map(([name, v]) => [`verification: ${name}`, v]),
] as [string, Vector][]
const negatives = [
  ...Object.entries(validationNegative).map(([name, v]) => [`validation: ${name}`, v]),
  ...Object.entries(verificationNegative).map(([name, v]) => [`verification: ${name}`, v]),
] as [string, Vector][]

describe('EIP-4361 validation and verification vectors', () => {
  it.each(positives)('verifies %s', async (_name, vector) => {
    const result = await verify(vector)
    expect(result.ok ? true : result).toBe(true)
    if (result.ok && 'session' in result) {
      expect(result.session.data.accountAddress).toBe(vector.address)
      expect(result.session.data.chainId).toBe(`eip155:${vector.chainId}`)
    }
  })

  it.each(negatives)('refuses %s', async (_name, vector) => {
    const result = await verify(vector)
    expect(result.ok).toBe(false)
  })

  it('refuses each negative for its own reason', async () => {
    const reasons: Record<string, string> = {}
    for (const [name, vector] of negatives) {
      const result = await verify(vector)
      reasons[name] = result.ok ? 'ok' : result.reason
    }
    expect(reasons).toEqual({
      'validation: expired message': 'expired',
      'validation: malformed signature': 'expired',
      'validation: wrong signature': 'expired',
      'validation: invalid expiration time': 'unformattable',
      'verification: expired message': 'expired',
      'verification: domain binding': 'domain-mismatch',
      'verification: custom time': 'expired',
      'verification: custom nonce': 'nonce-mismatch',
      'verification: malformed signature': 'malformed-signature',
      'verification: wrong signature': 'invalid-signature',
      'verification: not yet valid': 'not-yet-valid',
      'verification: invalid issuedAt': 'unformattable',
      'verification: invalid notBefore': 'unformattable',
      'verification: invalid expirationTime': 'unformattable',
    })
  })

  it('refuses the expired validation vectors by their signature too, checked before expiry', async () => {
    const atIssue = (name: keyof typeof validationNegative) => {
      const vector = validationNegative[name] as Vector
      return verify({ ...vector, time: vector.issuedAt as string })
    }
    expect(await atIssue('malformed signature')).toMatchObject({ reason: 'malformed-signature' })
    expect(await atIssue('wrong signature')).toMatchObject({ reason: 'invalid-signature' })
  })
})
