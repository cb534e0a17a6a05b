import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { OutScript, RawWitness, SigHash } from '@scure/btc-signer'
import type { BitcoinNetworkParams } from './BitcoinNetworkParams.js'
import { bip322Challenge } from './bip322Challenge.js'
import { bip322ToSign, bip322ToSpendTxid } from './bip322Transactions.js'
import { hash160 } from './hash160.js'
import { taprootKeyPathKey } from './taprootKeyPath.js'

export interface SignBip322Parameters {
  /** The 32-byte secp256k1 private key of `address`. */
  privateKey: Uint8Array
  /** A P2WPKH (`bc1q...`) or key-path P2TR (`bc1p...`, BIP-86) address of `network`. */
  address: string
  message: string
  network: BitcoinNetworkParams
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * A BIP-322 "simple" signature of `message` by `address`: the witness that spends `to_spend`
 * in `to_sign`, consensus-encoded and base64. P2WPKH signs ECDSA (low S, RFC 6979, so the BIP's
 * own vectors come out byte for byte) with SIGHASH_ALL; P2TR signs Schnorr with the BIP-86
 * tweaked key, also with an explicit SIGHASH_ALL as the BIP asks of every signature. Throws when
 * the key is not `address`'s, or for other address types (P2PKH: `signLegacyMessage`).
 * @example
 * signBip322Simple({ privateKey, address: 'bcrt1q...', message: 'Hello World', network: bitcoinRegtest })
 */
export function signBip322Simple(parameters: SignBip322Parameters): string {
  const { privateKey, address, message, network } = parameters
  const challenge = bip322Challenge(address, network)
  const toSign = bip322ToSign(bip322ToSpendTxid(message, challenge.script))
  if (challenge.type === 'p2wpkh') {
    const publicKey = secp256k1.getPublicKey(privateKey, true)
    if (!equal(hash160(publicKey), challenge.hash)) {
      throw new Error(`This private key does not control ${address}.`)
    }
    // BIP-143's scriptCode of a P2WPKH spend is the P2PKH script of the same key hash.
    const scriptCode = OutScript.encode({ type: 'pkh', hash: challenge.hash })
    const hash = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
    const der = secp256k1.sign(hash, privateKey, { lowS: true }).toDERRawBytes()
    const signature = new Uint8Array([...der, SigHash.ALL])
    return base64.encode(RawWitness.encode([signature, publicKey]))
  }
  if (challenge.type === 'p2tr') {
    const tweaked = taprootKeyPathKey(privateKey)
    if (!equal(schnorr.getPublicKey(tweaked), challenge.outputKey)) {
      throw new Error(`This private key does not control ${address} (key path, no script tree).`)
    }
    const hash = toSign.preimageWitnessV1(0, [challenge.script], SigHash.ALL, [0n])
    const signature = new Uint8Array([...schnorr.sign(hash, tweaked), SigHash.ALL])
    return base64.encode(RawWitness.encode([signature]))
  }
  throw new Error(
    `BIP-322 simple signatures are made here for P2WPKH and P2TR addresses; ${address} is ${challenge.type}` +
      (challenge.type === 'p2pkh' ? ': sign it with the legacy message format.' : '.'),
  )
}
