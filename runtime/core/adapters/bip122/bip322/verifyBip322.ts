import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { OutScript, RawTx, RawWitness, SigHash } from '@scure/btc-signer'
import type { BitcoinNetworkParams } from './BitcoinNetworkParams.js'
import { type Bip322Challenge, bip322Challenge } from './bip322Challenge.js'
import {
  type Bip322SignTerms,
  bip322ToSign,
  bip322ToSpendTxid,
  isBip322Output,
  simpleSignTerms,
} from './bip322Transactions.js'
import { hash160 } from './hash160.js'

export interface VerifyBip322Parameters {
  address: string
  message: string
  /** Base64: a simple signature (a witness stack) or a full one (the signed `to_sign`). */
  signature: string
  network: BitcoinNetworkParams
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/** P2WPKH: `[DER signature + SIGHASH_ALL, compressed key]`, the key hashing to the program. */
function verifyP2wpkh(
  challenge: Extract<Bip322Challenge, { type: 'p2wpkh' }>,
  witness: Uint8Array[],
  toSpendTxid: Uint8Array,
  terms: Bip322SignTerms,
): boolean {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey) return false
  // BIP-322's required rules: SIGHASH_ALL, strict DER, low S, a compressed key (WITNESS_PUBKEYTYPE).
  if (signature.at(-1) !== SigHash.ALL || publicKey.length !== 33) return false
  if (!equal(hash160(publicKey), challenge.hash)) return false
  const parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1))
  if (parsed.hasHighS()) return false
  const scriptCode = OutScript.encode({ type: 'pkh', hash: challenge.hash })
  const hash = bip322ToSign(toSpendTxid, terms).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
  return secp256k1.verify(parsed.toCompactRawBytes(), hash, publicKey, { lowS: true })
}

/** P2TR key path: one Schnorr signature, 64 bytes (SIGHASH_DEFAULT) or 65 ending in SIGHASH_ALL. */
function verifyP2tr(
  challenge: Extract<Bip322Challenge, { type: 'p2tr' }>,
  witness: Uint8Array[],
  toSpendTxid: Uint8Array,
  terms: Bip322SignTerms,
): boolean {
  const [signature] = witness
  // A second element would be an annex or a script path: neither is a single-key signature.
  if (witness.length !== 1 || !signature) return false
  let hashType: number
  if (signature.length === 64) hashType = SigHash.DEFAULT
  else if (signature.length === 65 && signature[64] === SigHash.ALL) hashType = SigHash.ALL
  else return false
  const toSign = bip322ToSign(toSpendTxid, terms)
  const hash = toSign.preimageWitnessV1(0, [challenge.script], hashType, [0n])
  return schnorr.verify(signature.subarray(0, 64), hash, challenge.outputKey)
}

/** The witness and terms of a full signature, when it is a `to_sign` of this `to_spend`. */
function readFullSignature(bytes: Uint8Array, toSpendTxid: Uint8Array) {
  const tx = RawTx.decode(bytes)
  const [input] = tx.inputs
  const [output] = tx.outputs
  // One input: a proof of funds (more inputs) needs the UTXO set, which a verifier here lacks.
  if (tx.inputs.length !== 1 || !input || tx.outputs.length !== 1 || !output) return undefined
  if (!equal(input.txid, toSpendTxid) || input.index !== 0) return undefined
  // Native segwit spends have an empty scriptSig; BIP-322 allows versions 0 and 2.
  if (input.finalScriptSig.length !== 0 || !isBip322Output(output)) return undefined
  if (tx.version !== 0 && tx.version !== 2) return undefined
  const witness = tx.witnesses?.[0]
  if (!witness) return undefined
  const terms = { version: tx.version, lockTime: tx.lockTime, sequence: input.sequence }
  return { witness, terms }
}

/**
 * Whether `signature` is `address`'s BIP-322 signature of `message`: the simple form (a witness
 * stack) or the full form (a signed single-input `to_sign`), for P2WPKH and key-path P2TR
 * addresses, by BIP-322's required rules (SIGHASH_ALL, strict low-S DER, compressed keys).
 * Never throws: anything malformed, of another address type or network, is `false`.
 * @example
 * verifyBip322({ address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', message: 'Hello World', signature, network: bitcoinMainnet }) // true
 */
export function verifyBip322(parameters: VerifyBip322Parameters): boolean {
  const { address, message, signature, network } = parameters
  try {
    const challenge = bip322Challenge(address, network)
    if (challenge.type !== 'p2wpkh' && challenge.type !== 'p2tr') return false
    const toSpendTxid = bip322ToSpendTxid(message, challenge.script)
    const bytes = base64.decode(signature)
    let witness: Uint8Array[]
    let terms = simpleSignTerms
    try {
      witness = RawWitness.decode(bytes)
    } catch {
      const full = readFullSignature(bytes, toSpendTxid)
      if (!full) return false
      ;({ witness, terms } = full)
    }
    return challenge.type === 'p2wpkh'
      ? verifyP2wpkh(challenge, witness, toSpendTxid, terms)
      : verifyP2tr(challenge, witness, toSpendTxid, terms)
  } catch {
    return false
  }
}
