import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import { isPchars, isRfc3986Uri, isSiwxDomain, rfc3986Rules } from './rfc3986.js'
import type { SiwxChain } from './SiwxChain.js'
import type { SiwxMessageFields } from './SiwxMessageFields.js'

/** EIP-4361 `statement = 1*( reserved / unreserved / " " )`. */
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const noncePattern = /^[A-Za-z0-9]{8,}$/

/**
 * Whether `statement` is a valid EIP-4361 statement (one non-empty line of the allowed characters).
 * @example isSiwxStatement('I accept the Terms of Service: https://service.org/tos') // true
 */
export function isSiwxStatement(statement: string): boolean {
  return statementPattern.test(statement)
}

type CheckedField = Exclude<keyof SiwxMessageFields, 'namespace' | 'resources'> | 'resource'

/**
 * Why one field's text is not valid in a message of `chain`'s namespace, or `undefined` when it
 * is: the address and chain id by the namespace's own rules, the rest by EIP-4361's.
 * @example checkSiwxField(eip155Siwx, 'nonce', '1234567') // 'must be at least 8 letters and digits'
 */
export function checkSiwxField(
  chain: SiwxChain,
  field: CheckedField,
  value: string,
): string | undefined {
  switch (field) {
    case 'scheme':
      return rfc3986Rules.scheme.test(value) ? undefined : 'must be an RFC 3986 scheme'
    case 'domain':
      return isSiwxDomain(value)
        ? undefined
        : 'must be an RFC 3986 authority whose host is an IP address or a DNS name'
    case 'address':
      return chain.checkAddress(value)
    case 'statement':
      return isSiwxStatement(value)
        ? undefined
        : 'must be one line of letters, digits, spaces and RFC 3986 reserved characters'
    case 'uri':
    case 'resource':
      return isRfc3986Uri(value) ? undefined : 'must be an RFC 3986 URI'
    case 'version':
      return value === '1' ? undefined : 'must be 1'
    case 'chainId':
      return chain.checkChainId(value)
    case 'nonce':
      return noncePattern.test(value) ? undefined : 'must be at least 8 letters and digits'
    case 'issuedAt':
    case 'expirationTime':
    case 'notBefore':
      return parseRfc3339DateTime(value) === undefined
        ? 'must be an RFC 3339 date-time of a real date'
        : undefined
    case 'requestId':
      return isPchars(value) ? undefined : 'must be RFC 3986 path characters'
  }
}
