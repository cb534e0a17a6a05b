import type { PublicClient } from 'viem'
import type { CaipNetworkId } from '../../../schema/index.js'
import type { SiwxNonceStore } from './createNonceStore.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import { readSiwxMessage } from './readSiwxMessage.js'
import type { SiwxChain, SiwxChains } from './SiwxChain.js'
import type { SiwxMessageFields, SiwxMessageProblem } from './SiwxMessageFields.js'

/** What a verified session holds, all of it read from the signed message (SPEC section 3). */
export interface SiwxSessionData {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: '1'
  nonce: string
  issuedAt: string
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

export interface SiwxSession {
  data: SiwxSessionData
  message: string
  signature: string
}

export interface VerifySiwxMessageParameters {
  message: string
  /**
   * 0x hex for eip155 (65 bytes for an EOA; any length for a contract account), base58 for
   * solana, base64 for bip122 (BIP-322, or a legacy 65-byte signature).
   */
  signature: string
  /**
   * What this server asked for. Domain, URI and nonce are required: a missing one fails
   * verification. `chainId`, when given, is the message's Chain ID text (`1`, or the solana or
   * bip122 CAIP-2 reference). `scheme` is the origin's scheme, checked when the message names one
   * (EIP-4361: `https` when not given).
   */
  expected: { domain: string; uri: string; nonce: string; chainId?: string; scheme?: string }
  /** The time to check expiry and not-before against; the current time by default. */
  now?: Date | number
  /**
   * A client of the message's eip155 chain: with it, contract accounts verify too (ERC-1271, and
   * ERC-6492 before deployment). Without it, only a recovered EOA signature verifies.
   */
  publicClient?: Pick<PublicClient, 'verifyMessage' | 'getChainId'> & {
    chain?: { id: number } | undefined
  }
  /** When given, the nonce must be one it issued and still unused; it is spent on success. */
  nonceStore?: SiwxNonceStore
}

/** Why a sign-in was refused. */
export type SiwxVerifyFailure =
  | 'missing-expected'
  | 'malformed-message'
  | 'domain-mismatch'
  | 'uri-mismatch'
  | 'nonce-mismatch'
  | 'chain-mismatch'
  | 'expired'
  | 'not-yet-valid'
  | 'malformed-signature'
  | 'invalid-signature'
  | 'nonce-used'

export type VerifySiwxMessageReturnType =
  | { ok: true; session: SiwxSession }
  | { ok: false; reason: SiwxVerifyFailure; detail: string; problem?: SiwxMessageProblem }

/**
 * Verifies a signed sign-in message of a namespace of `chains` and fails closed: the expected
 * domain, URI and nonce are required, the message is read strictly (`readSiwxMessage`), expiry
 * and not-before are enforced (each with or without the other), and the signature must be the
 * address's own by its namespace's rule (eip155: recovery, or ERC-1271/6492 through
 * `publicClient`; solana: ed25519; bip122: BIP-322 or legacy). The session is re-derived from the
 * signed text. Never throws.
 * `verifySiwxMessage` knows every namespace.
 * @example
 * const result = await verifySiwxMessageWith({ message, signature, expected, nonceStore }, await siwxChainsOf(appKit))
 * if (result.ok) saveSession(result.session)
 */
export async function verifySiwxMessageWith(
  parameters: VerifySiwxMessageParameters,
  chains: SiwxChains,
): Promise<VerifySiwxMessageReturnType> {
  const fail = (reason: SiwxVerifyFailure, detail: string, problem?: SiwxMessageProblem) =>
    ({ ok: false, reason, detail, ...(problem ? { problem } : {}) }) as const
  const { message, signature, expected } = parameters ?? {}
  for (const key of ['domain', 'uri', 'nonce'] as const) {
    const value: unknown = expected?.[key]
    if (typeof value !== 'string' || value === '') {
      return fail('missing-expected', `expected.${key} is required`)
    }
  }
  const parsed = readSiwxMessage(message, chains)
  if (!parsed.ok) {
    const { field, line, reason } = parsed.problem
    return fail('malformed-message', `line ${line}, ${field}: ${reason}`, parsed.problem)
  }
  const fields = parsed.fields
  if (fields.domain !== expected.domain) {
    return fail('domain-mismatch', `domain is ${fields.domain}`)
  }
  if (fields.scheme !== undefined && fields.scheme !== (expected.scheme ?? 'https')) {
    return fail('domain-mismatch', `scheme is ${fields.scheme}`)
  }
  if (fields.uri !== expected.uri) return fail('uri-mismatch', `uri is ${fields.uri}`)
  if (fields.nonce !== expected.nonce) return fail('nonce-mismatch', 'nonce is not the one issued')
  if (expected.chainId !== undefined && fields.chainId !== expected.chainId) {
    return fail('chain-mismatch', `chain id is ${fields.chainId}`)
  }

  const now = parameters.now === undefined ? Date.now() : Number(parameters.now)
  if (!Number.isFinite(now)) return fail('missing-expected', 'now is not a valid time')
  // The parser already refused impossible dates; read them again rather than trust that here.
  if (fields.expirationTime !== undefined) {
    const expiry = parseRfc3339DateTime(fields.expirationTime)
    if (expiry === undefined || now >= expiry)
      return fail('expired', `expired at ${fields.expirationTime}`)
  }
  if (fields.notBefore !== undefined) {
    const notBefore = parseRfc3339DateTime(fields.notBefore)
    if (notBefore === undefined || now < notBefore) {
      return fail('not-yet-valid', `not valid before ${fields.notBefore}`)
    }
  }

  // The reader refused every namespace `chains` lacks: this message's has its rules.
  const chain = chains[fields.namespace] as SiwxChain
  const checked = await chain.verify(fields, message, signature, parameters.publicClient)
  if (checked === 'chain-mismatch') {
    return fail(checked, `the public client is not on chain ${fields.chainId}`)
  }
  if (checked) return fail(checked, `signature does not verify for ${fields.address}`)

  // Last, and synchronously after every await: of two concurrent requests, one spends the nonce.
  if (parameters.nonceStore && !parameters.nonceStore.consume(fields.nonce)) {
    return fail('nonce-used', 'nonce was not issued here, has expired or was already used')
  }
  return { ok: true, session: { data: sessionData(fields), message, signature } }
}

/** The session data of a parsed message: its fields, the account and its CAIP-2 chain. */
export function sessionData(fields: SiwxMessageFields): SiwxSessionData {
  const { namespace, scheme: _scheme, address, chainId, ...rest } = fields
  return { ...rest, accountAddress: address, chainId: `${namespace}:${chainId}` }
}
