import { checkSiwxField } from './checkSiwxField.js'
import type { SiwxChains } from './SiwxChain.js'
import {
  type SiwxField,
  type SiwxMessageFields,
  type SiwxMessageProblem,
  type SiwxNamespace,
  siwxMaxMessageLength,
} from './SiwxMessageFields.js'

/** A message read field by field, or the first place where it breaks the grammar. */
export type ParseSiwxMessageReturnType =
  | { ok: true; fields: SiwxMessageFields }
  | { ok: false; problem: SiwxMessageProblem }

const header =
  /^(?:([A-Za-z][A-Za-z0-9+\-.]*):\/\/)?([^ ]*) wants you to sign in with your (Ethereum|Solana|Bitcoin) account:$/
const namespaces: Record<string, SiwxNamespace> = {
  Ethereum: 'eip155',
  Solana: 'solana',
  Bitcoin: 'bip122',
}

/** The tagged lines after the statement, in the one order the ABNF allows. */
const required = [
  ['uri', 'URI: '],
  ['version', 'Version: '],
  ['chainId', 'Chain ID: '],
  ['nonce', 'Nonce: '],
  ['issuedAt', 'Issued At: '],
] as const
const optional = [
  ['expirationTime', 'Expiration Time: '],
  ['notBefore', 'Not Before: '],
  ['requestId', 'Request ID: '],
] as const

/**
 * Reads an EIP-4361 (eip155) or CAIP-122 (solana, bip122) sign-in message strictly, for the namespaces of
 * `chains` only (a message of another reads as one of an unknown chain): the ABNF's lines in its
 * order, LF only, no trailing newline, every field checked (the address and chain id by the
 * namespace's rules, RFC 3986 domain and URIs, RFC 3339 dates that are real dates, nonce of 8+
 * letters and digits, version 1). Never throws. `parseSiwxMessage` reads every namespace.
 * @example
 * const result = readSiwxMessage(message, await siwxChainsOf(appKit))
 * if (!result.ok) console.log(`line ${result.problem.line}: ${result.problem.field} ${result.problem.reason}`)
 */
export function readSiwxMessage(message: string, chains: SiwxChains): ParseSiwxMessageReturnType {
  const fail = (field: SiwxField, line: number, reason: string): ParseSiwxMessageReturnType => ({
    ok: false,
    problem: { field, line, reason },
  })
  if (typeof message !== 'string') return fail('message', 0, 'must be text')
  if (message.length > siwxMaxMessageLength) {
    return fail('message', 0, `must be at most ${siwxMaxMessageLength} characters`)
  }
  const lines = message.split('\n')
  const first = header.exec(lines[0] as string)
  const namespace = namespaces[first?.[3] ?? ''] as SiwxNamespace
  const chain = chains[namespace]
  if (!first || !chain) {
    return fail('header', 1, 'must be "<domain> wants you to sign in with your <chain> account:"')
  }
  const [, scheme, domain = ''] = first
  const fields: Record<string, unknown> = { namespace }
  const take = (field: Parameters<typeof checkSiwxField>[1], line: number, value: string) => {
    const reason = checkSiwxField(chain, field, value)
    if (reason) return fail(field === 'resource' ? 'resources' : field, line, reason)
    if (field !== 'resource') fields[field] = value
    return undefined
  }

  if (scheme !== undefined) {
    const problem = take('scheme', 1, scheme)
    if (problem) return problem
  }
  const problem = take('domain', 1, domain) ?? take('address', 2, lines[1] ?? '')
  if (problem) return problem
  if (lines[2] !== '') return fail('address', 3, 'must be followed by an empty line')
  let index = 3
  if (lines[3] !== '') {
    const statementProblem = take('statement', 4, lines[3] ?? '')
    if (statementProblem) return statementProblem
    if (lines[4] !== '') return fail('statement', 5, 'must be one line followed by an empty line')
    index = 5
  } else {
    index = 4
  }

  for (const [field, tag] of required) {
    const line = lines[index]
    if (line === undefined || !line.startsWith(tag)) {
      return fail(field, index + 1, `must be the line "${tag}..." here`)
    }
    const fieldProblem = take(field, index + 1, line.slice(tag.length))
    if (fieldProblem) return fieldProblem
    index++
  }
  for (const [field, tag] of optional) {
    const line = lines[index]
    if (line?.startsWith(tag)) {
      const fieldProblem = take(field, index + 1, line.slice(tag.length))
      if (fieldProblem) return fieldProblem
      index++
    }
  }
  if (lines[index] === 'Resources:') {
    const resources: string[] = []
    index++
    for (; index < lines.length; index++) {
      const line = lines[index] as string
      if (!line.startsWith('- ')) return fail('resources', index + 1, 'must be "- <uri>" lines')
      const resourceProblem = take('resource', index + 1, line.slice(2))
      if (resourceProblem) return resourceProblem
      resources.push(line.slice(2))
    }
    fields.resources = resources
  }
  if (index < lines.length) {
    return fail(
      'message',
      index + 1,
      'has a line that is not allowed here (order, duplicate or end)',
    )
  }
  return { ok: true, fields: fields as unknown as SiwxMessageFields }
}
