import { checksumAddress } from 'viem'
import { decodeBase58 } from './decodeBase58.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import { isPchars, isRfc3986Uri, isSiwxDomain, rfc3986Rules } from './rfc3986.js'
import type { SiwxMessageFields, SiwxNamespace } from './SiwxMessageFields.js'

/** EIP-4361 `statement = 1*( reserved / unreserved / " " )`. */
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const noncePattern = /^[A-Za-z0-9]{8,}$/
const eip155ChainId = /^[1-9][0-9]{0,77}$/
const caip2Reference = /^[-_a-zA-Z0-9]{1,32}$/
const hexAddress = /^0x[0-9a-fA-F]{40}$/
const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `statement` is a valid EIP-4361 statement (one non-empty line of the allowed characters).
 * @example isSiwxStatement('I accept the Terms of Service: https://service.org/tos') // true
 */
export function isSiwxStatement(statement: string): boolean {
  return statementPattern.test(statement)
}

/**
 * Whether `address` is an account address of `namespace` as a sign-in message must spell it: EIP-55
 * checksummed for eip155 (all lower case is refused), a 32-byte base58 key for solana.
 * @example isSiwxAddress('eip155', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2') // true
 */
function isSiwxAddress(namespace: SiwxNamespace, address: string): boolean {
  if (namespace === 'eip155') {
    return hexAddress.test(address) && checksumAddress(address as `0x${string}`) === address
  }
  return base58Address.test(address) && decodeBase58(address)?.length === 32
}

type CheckedField = Exclude<keyof SiwxMessageFields, 'namespace' | 'resources'> | 'resource'

/**
 * Why one field's text is not valid in a message of `namespace`, or `undefined` when it is.
 * @example checkSiwxField('eip155', 'nonce', '1234567') // 'must be at least 8 letters and digits'
 */
export function checkSiwxField(
  namespace: SiwxNamespace,
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
      return isSiwxAddress(namespace, value)
        ? undefined
        : namespace === 'eip155'
          ? 'must be a 0x address with its EIP-55 checksum'
          : 'must be a base58 public key of 32 bytes'
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
      if (namespace === 'eip155') {
        return eip155ChainId.test(value) ? undefined : 'must be a decimal chain id above 0'
      }
      return caip2Reference.test(value) ? undefined : 'must be a CAIP-2 chain reference'
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
