import { readSiwxMessage } from './readSiwxMessage.js'
import type { SiwxChains } from './SiwxChain.js'
import {
  type SiwxMessageFields,
  type SiwxMessageProblem,
  siwxAccountNames,
} from './SiwxMessageFields.js'

/** The message text, or the first field that would make it invalid. */
export type FormatSiwxMessageReturnType =
  | { ok: true; message: string }
  | { ok: false; problem: SiwxMessageProblem }

/**
 * Writes the EIP-4361 (eip155) or CAIP-122 (solana, bip122) message for `fields`, of a namespace of
 * `chains`. Fields that the strict reader would refuse (a statement with a line break, an
 * unchecksummed address, 2021-02-30, a namespace `chains` lacks) give a problem instead of a
 * message: a message this returns always reads back to exactly `fields`.
 * @example
 * const result = writeSiwxMessage({ namespace: 'eip155', domain: 'service.org', address, uri: 'https://service.org/login', version: '1', chainId: '1', nonce: createNonce(), issuedAt: new Date().toISOString() }, await siwxChainsOf(appKit))
 * if (result.ok) await wallet.signMessage({ message: result.message })
 */
export function writeSiwxMessage(
  fields: SiwxMessageFields,
  chains: SiwxChains,
): FormatSiwxMessageReturnType {
  const name = siwxAccountNames[fields.namespace]
  if (name === undefined) {
    return { ok: false, problem: { field: 'header', line: 1, reason: 'unknown namespace' } }
  }
  const prefix = fields.scheme === undefined ? '' : `${fields.scheme}://`
  const lines = [
    `${prefix}${fields.domain} wants you to sign in with your ${name} account:`,
    fields.address,
    '',
    ...(fields.statement === undefined ? [] : [fields.statement]),
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ]
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) {
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  }
  const message = lines.join('\n')
  // The parser is the one definition of valid: a field with a line break or a forbidden character
  // would otherwise write a message that reads back as other fields.
  const parsed = readSiwxMessage(message, chains)
  if (!parsed.ok) return parsed
  if (!sameFields(parsed.fields, fields)) {
    return {
      ok: false,
      problem: { field: 'message', line: 0, reason: 'does not read back as its fields' },
    }
  }
  return { ok: true, message }
}

function sameFields(a: SiwxMessageFields, b: SiwxMessageFields): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof SiwxMessageFields)[])
  for (const key of keys) {
    const left = a[key]
    const right = b[key]
    if (Array.isArray(left) || Array.isArray(right)) {
      if (!Array.isArray(left) || !Array.isArray(right)) return false
      if (left.length !== right.length || left.some((item, index) => item !== right[index])) {
        return false
      }
    } else if (left !== right) return false
  }
  return true
}
