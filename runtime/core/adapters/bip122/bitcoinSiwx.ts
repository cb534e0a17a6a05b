// CAIP-122 sign-in on Bitcoin, as `bitcoinAdapter.siwx()` loads it (a `SiwxChain`: this module's
// exports) and the server's verifier uses it: "... sign in with your Bitcoin account:", any
// Bitcoin address, the CAIP-2 reference (genesis hash prefix) as the Chain ID, signatures from
// the wallet's `signMessage` (BIP-322; the legacy form for P2SH and P2PKH accounts), verified as
// BIP-322 (simple or full) or, for wallets that sign the legacy way, as a "Bitcoin Signed
// Message".
import type { SiwxChain } from '../../siwx/SiwxChain.js'
import { bitcoinNetworkOf } from './address/bitcoinNetworkOf.js'
import { decodeBitcoinAddress } from './address/decodeBitcoinAddress.js'
import type { BitcoinProvider } from './BitcoinProvider.js'
import { verifyBip322 } from './bip322/verifyBip322.js'
import { verifyLegacyMessage } from './bip322/verifyLegacyMessage.js'

const bip122Reference = /^[0-9a-f]{32}$/
// Base64, at most what a full BIP-322 signature of a single-input to_sign takes (with room).
const base64Signature = /^[A-Za-z0-9+/]{4,4096}={0,2}$/

const hasSignMessage = (value: unknown): value is Pick<BitcoinProvider, 'signMessage'> =>
  typeof (value as BitcoinProvider | null)?.signMessage === 'function'

/**
 * A Bitcoin address as wallets write it, of mainnet, testnet or regtest (the message's Chain ID
 * says which; `verify` holds the address to it): legacy, P2SH, segwit or taproot, bech32 ones in
 * lower case.
 */
export const checkAddress: SiwxChain['checkAddress'] = (address) => {
  try {
    if (decodeBitcoinAddress(address).address === address) return undefined
  } catch {
    // The reason below says what a message may hold.
  }
  return 'must be a Bitcoin address (legacy, P2SH, segwit or taproot; bech32 in lower case)'
}

/** A bip122 CAIP-2 reference: the first 32 hex characters of the genesis block hash. */
export const checkChainId: SiwxChain['checkChainId'] = (chainId) =>
  bip122Reference.test(chainId)
    ? undefined
    : 'must be a bip122 CAIP-2 reference (32 lower-case hex characters)'

/**
 * A BIP-322 signature of the message by the address (simple, or full with one input: P2WPKH and
 * key-path P2TR), else a legacy "Bitcoin Signed Message" one (P2PKH, and P2WPKH or wrapped P2WPKH
 * as BIP-137 wallets sign them), on the network of the message's Chain ID.
 */
export const verify: SiwxChain['verify'] = async (fields, message, signature) => {
  if (typeof signature !== 'string' || !base64Signature.test(signature)) {
    return 'malformed-signature'
  }
  const network = bitcoinNetworkOf(`bip122:${fields.chainId}`)
  const parameters = { address: fields.address, message, signature, network }
  if (verifyBip322(parameters) || verifyLegacyMessage(parameters)) return undefined
  return 'invalid-signature'
}

/**
 * The protocol `verify` can check for `address`: BIP-322 is verified for P2WPKH and key-path P2TR
 * only, so P2SH-wrapped (`3...`, `2...`) and P2PKH accounts sign the legacy way (`ecdsa`).
 */
function protocolFor(address: string): 'bip322' | 'ecdsa' {
  try {
    const { type } = decodeBitcoinAddress(address)
    return type === 'p2sh' || type === 'p2pkh' ? 'ecdsa' : 'bip322'
  } catch {
    // Not an address `verify` accepts whatever the protocol: the wallet's default form.
    return 'bip322'
  }
}

/**
 * The wallet's `signMessage` (the base64 signature); `undefined` without one. BIP-322, or the
 * legacy form (`ecdsa`) for P2SH and P2PKH accounts, whose BIP-322 signatures `verify` cannot
 * check.
 */
export const sign: SiwxChain['sign'] = (provider, address, message) => {
  if (!hasSignMessage(provider)) return undefined
  const protocol = protocolFor(address)
  return provider.signMessage({ message, address, protocol }).then((signature) => {
    if (typeof signature !== 'string' || signature === '') {
      throw new Error('The wallet returned no signature.')
    }
    return signature
  })
}
