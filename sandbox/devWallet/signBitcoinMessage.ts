import { hex } from '@scure/base'
import { bip322MessageHash } from '../../runtime/core/adapters/bip122/bip322/bip322MessageHash.js'
import { legacyMessageHash } from '../../runtime/core/adapters/bip122/bip322/legacyMessageHash.js'
import { signBip322Simple } from '../../runtime/core/adapters/bip122/bip322/signBip322.js'
import { signLegacyMessage } from '../../runtime/core/adapters/bip122/bip322/signLegacyMessage.js'
import type { BitcoinKey } from './bitcoinKeys.js'
import type { BitcoinNetworkParams } from './bitcoinNetwork.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** How a message is signed: BIP-322 simple (any address) or the legacy ECDSA form (P2WPKH). */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** A message signature and the hash it commits to. */
export interface SignedBitcoinMessage {
  /** Base64: BIP-322's witness, or the 65-byte recoverable ECDSA signature. */
  signature: string
  /** Hex: BIP-322's tagged message hash, or the double SHA-256 of the "Bitcoin Signed Message". */
  messageHash: string
  protocol: BitcoinMessageProtocol
}

/**
 * Reads a protocol name as WBIP004 ('BIP322', 'ECDSA') or WalletConnect ('bip322', 'ecdsa')
 * spells it; `undefined` gives `fallback`. Anything else throws -32602.
 * @example bitcoinMessageProtocol('ECDSA', 'bip322') // 'ecdsa'
 */
export function bitcoinMessageProtocol(
  value: unknown,
  fallback: BitcoinMessageProtocol,
): BitcoinMessageProtocol {
  if (value === undefined || value === null) return fallback
  const name = typeof value === 'string' ? value.toLowerCase() : ''
  if (name === 'bip322' || name === 'ecdsa') return name
  throw new ProviderRpcError(
    -32602,
    `Unknown message protocol ${JSON.stringify(value)}: use BIP322 or ECDSA.`,
  )
}

/**
 * Signs a text message with `key`: BIP-322 simple (the witness of the virtual transaction, for
 * P2WPKH and P2TR alike) or the legacy ECDSA form, which only the P2WPKH payment key can give.
 * @example
 * signBitcoinMessage({ key: account.payment, message: 'hello', protocol: 'bip322', network }).signature
 */
export function signBitcoinMessage(parameters: {
  key: BitcoinKey
  message: string
  protocol: BitcoinMessageProtocol
  network: BitcoinNetworkParams
}): SignedBitcoinMessage {
  const { key, message, protocol, network } = parameters
  if (protocol === 'bip322') {
    const signature = signBip322Simple({
      privateKey: key.privateKey,
      address: key.address,
      message,
      network,
    })
    return { signature, messageHash: hex.encode(bip322MessageHash(message)), protocol }
  }
  if (key.addressType !== 'p2wpkh') {
    throw new ProviderRpcError(
      -32602,
      `ECDSA message signatures need the payment (P2WPKH) address; ${key.address} is taproot: use BIP322.`,
    )
  }
  const signature = signLegacyMessage({
    privateKey: key.privateKey,
    message,
    addressType: 'p2wpkh',
  })
  return { signature, messageHash: hex.encode(legacyMessageHash(message)), protocol }
}
