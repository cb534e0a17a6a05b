import { Address, OutScript } from '@scure/btc-signer'
import type { BitcoinNetworkParams } from './BitcoinNetworkParams.js'

/** An address BIP-322 can sign or verify for here, and its scriptPubKey (`message_challenge`). */
export type Bip322Challenge =
  | { type: 'p2wpkh'; script: Uint8Array; hash: Uint8Array }
  | { type: 'p2tr'; script: Uint8Array; outputKey: Uint8Array }
  | { type: 'p2pkh'; script: Uint8Array; hash: Uint8Array }
  | { type: 'p2sh'; script: Uint8Array; hash: Uint8Array }
  | { type: 'other'; script: Uint8Array }

/**
 * The scriptPubKey of `address` on `network` and the key data the signature checks against.
 * Throws, naming the address, when it is not one of `network`.
 * @example bip322Challenge('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', bitcoinMainnet).type // 'p2wpkh'
 */
export function bip322Challenge(address: string, network: BitcoinNetworkParams): Bip322Challenge {
  let decoded: ReturnType<ReturnType<typeof Address>['decode']>
  try {
    decoded = Address(network).decode(address)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    throw new Error(`${address} is not an address of this Bitcoin network (${why}).`)
  }
  const script = OutScript.encode(decoded)
  switch (decoded.type) {
    case 'wpkh':
      return { type: 'p2wpkh', script, hash: decoded.hash }
    case 'tr':
      return { type: 'p2tr', script, outputKey: decoded.pubkey }
    case 'pkh':
      return { type: 'p2pkh', script, hash: decoded.hash }
    case 'sh':
      return { type: 'p2sh', script, hash: decoded.hash }
    default:
      return { type: 'other', script }
  }
}
