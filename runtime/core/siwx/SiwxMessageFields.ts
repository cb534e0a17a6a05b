/**
 * The chain families that sign in with a message: EIP-4361 for eip155, CAIP-122 for solana and
 * bip122 (Bitcoin, signed with BIP-322).
 */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

/**
 * The fields of a sign-in message, in the order the message carries them. Text, not numbers or
 * dates: what was signed is the text, and a field read back must equal the one written.
 */
export interface SiwxMessageFields {
  namespace: SiwxNamespace
  /** EIP-4361's optional `scheme "://"` before the domain (`https`). */
  scheme?: string
  /** RFC 3986 authority of the site asking: `service.org`, `127.0.0.1:8080`. */
  domain: string
  /** EIP-55 checksummed (eip155), base58 public key (solana) or Bitcoin address (bip122). */
  address: string
  /** One line of ASCII: RFC 3986 reserved and unreserved characters and spaces. */
  statement?: string
  uri: string
  version: '1'
  /** Decimal chain id (eip155) or the CAIP-2 reference (solana, bip122: the genesis hash prefix). */
  chainId: string
  /** At least 8 letters and digits. */
  nonce: string
  /** RFC 3339 date-times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A field name, or the header line and the message as a whole. */
export type SiwxField = Exclude<keyof SiwxMessageFields, 'namespace'> | 'header' | 'message'

/** Why a message or a set of fields is not a valid sign-in message, and where. */
export interface SiwxMessageProblem {
  field: SiwxField
  /** 1-based line of the message; 0 when the problem is not on one line. */
  line: number
  reason: string
}

/** Chain names of the header line, per namespace. */
export const siwxAccountNames: Record<SiwxNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/** Longest message read, in UTF-16 units: larger input is refused before any pattern runs on it. */
export const siwxMaxMessageLength = 16_384
