import type { TokenBalance } from '../state/AccountState.js'
import { tokenContract } from './tokenContract.js'

/** Something the user should look at twice before confirming (SECURITY.md "Sending"). */
export type SendWarning =
  | { kind: 'zeroAddress'; message: string }
  | { kind: 'tokenContract'; message: string }
  | { kind: 'lookAlike'; message: string; similarTo: string }

export interface SendWarningsParameters {
  /** The checked receiver (`checkReceiver`'s address). */
  receiver: string
  /** The token being sent; its contract is compared with the receiver. */
  token?: Pick<TokenBalance, 'address'> | undefined
  /** Addresses the user sent to or received from lately, newest first. */
  recentAddresses?: readonly string[]
}

const zeroAddresses = new Set([
  '0x0000000000000000000000000000000000000000',
  // Solana's system program: the all-zero key, where funds are as lost as at 0x0.
  '11111111111111111111111111111111',
])

const isHex = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)
// EVM addresses compare without case (checksum is presentation); Solana's base58 is case-sensitive.
const normalize = (address: string) => (isHex(address) ? address.toLowerCase() : address)
// What a truncated address shows (SPEC section 9: first 4, last 6), after any 0x.
const visibleEnds = (address: string) => {
  const body = normalize(address).replace(/^0x/, '')
  return `${body.slice(0, 4)}…${body.slice(-6)}`
}

/**
 * The warnings for a receiver: the zero address, the token's own contract, and an address
 * poisoning look-alike (same first 4 and last 6 characters as a recent address, yet different).
 * @example
 * sendWarnings({ receiver, token, recentAddresses }).map((warning) => warning.message)
 */
export function sendWarnings(parameters: SendWarningsParameters): SendWarning[] {
  const receiver = normalize(parameters.receiver.trim())
  const warnings: SendWarning[] = []
  if (zeroAddresses.has(receiver)) {
    warnings.push({
      kind: 'zeroAddress',
      message: 'This is the zero address: anything sent to it is lost for good.',
    })
  }
  const contract = parameters.token ? tokenContract(parameters.token) : undefined
  if (contract !== undefined && normalize(contract) === receiver) {
    warnings.push({
      kind: 'tokenContract',
      message: "This is the token's own contract: tokens sent to it are usually lost.",
    })
  }
  const similar = (parameters.recentAddresses ?? []).find(
    (recent) => normalize(recent) !== receiver && visibleEnds(recent) === visibleEnds(receiver),
  )
  if (similar !== undefined) {
    warnings.push({
      kind: 'lookAlike',
      similarTo: similar,
      message: `This address looks like ${similar}, a recent one, but is different: compare every character.`,
    })
  }
  return warnings
}
