import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, p2wpkh, SigHash, type Transaction } from '@scure/btc-signer'
import type { LedgerInput, LedgerOutput } from './ledgerTypes.js'
import { scriptType } from './scriptType.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'

// ALL, NONE, SINGLE, each with or without ANYONECANPAY: the only hash types consensus allows
// after a signature (BIP341 adds DEFAULT, which is never written out as a byte).
const explicitHashTypes = new Set<number>([
  SigHash.ALL,
  SigHash.NONE,
  SigHash.SINGLE,
  SigHash.ALL_ANYONECANPAY,
  SigHash.NONE_ANYONECANPAY,
  SigHash.SINGLE_ANYONECANPAY,
])

function refuse(index: number, why: string): never {
  throw new TransactionRejectedError(`input ${index}: ${why}`)
}

function ecdsaVerifies(der: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    // Low-S and strict DER, as Bitcoin Core's standardness rules require.
    return secp256k1.verify(der, message, publicKey, { format: 'der', lowS: true, prehash: false })
  } catch {
    return false
  }
}

function schnorrVerifies(signature: Uint8Array, message: Uint8Array, key: Uint8Array): boolean {
  try {
    return schnorr.verify(signature, message, key)
  } catch {
    return false
  }
}

/** BIP143: witness `[signature + hash type, 33-byte key]`, the key hashing to the program. */
function verifyP2wpkh(tx: Transaction, index: number, input: LedgerInput, spent: LedgerOutput) {
  if (input.witness.length !== 2) refuse(index, 'a P2WPKH witness has 2 items (signature, key)')
  const [signature, publicKey] = input.witness as [Uint8Array, Uint8Array]
  if (publicKey.length !== 33 || (publicKey[0] !== 2 && publicKey[0] !== 3)) {
    refuse(index, 'a P2WPKH witness key must be a 33-byte compressed key')
  }
  let expected: Uint8Array
  try {
    expected = p2wpkh(publicKey).script
  } catch {
    refuse(index, 'the witness key is not a point on the curve')
  }
  if (Buffer.compare(Buffer.from(expected), Buffer.from(spent.script)) !== 0) {
    refuse(index, 'the witness key does not match the address of the output it spends')
  }
  const hashType = signature[signature.length - 1] ?? -1
  if (!explicitHashTypes.has(hashType)) refuse(index, `signature hash type ${hashType} is invalid`)
  const decoded = OutScript.decode(spent.script)
  if (decoded.type !== 'wpkh') refuse(index, 'the spent output is not P2WPKH')
  // BIP143's script code for P2WPKH is the P2PKH script of the same key hash.
  const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
  const message = tx.preimageWitnessV0(index, scriptCode, hashType, spent.value)
  if (!ecdsaVerifies(signature.subarray(0, -1), message, publicKey)) {
    refuse(index, 'the signature does not verify')
  }
}

/** BIP341 key path: one 64-byte (DEFAULT) or 65-byte (explicit type) Schnorr signature. */
function verifyP2trKeyPath(
  tx: Transaction,
  index: number,
  input: LedgerInput,
  spent: LedgerOutput,
  prevouts: readonly LedgerOutput[],
) {
  const { witness } = input
  if (witness.length === 0) refuse(index, 'a P2TR input needs a witness')
  const last = witness[witness.length - 1] as Uint8Array
  if (witness.length >= 2 && last[0] === 0x50) refuse(index, 'a taproot annex is not standard')
  if (witness.length >= 2) {
    refuse(index, 'unsupported input type in the sandbox ledger: v1_p2tr script path')
  }
  const signature = witness[0] as Uint8Array
  if (signature.length !== 64 && signature.length !== 65) {
    refuse(index, `a Schnorr signature has 64 or 65 bytes, not ${signature.length}`)
  }
  const hashType = signature.length === 65 ? (signature[64] as number) : SigHash.DEFAULT
  if (signature.length === 65 && !explicitHashTypes.has(hashType)) {
    refuse(index, `signature hash type ${hashType} is invalid`)
  }
  if ((hashType & 0x03) === SigHash.SINGLE && index >= tx.outputsLength) {
    refuse(index, 'SIGHASH_SINGLE with no output at the same index')
  }
  const decoded = OutScript.decode(spent.script)
  if (decoded.type !== 'tr') refuse(index, 'the spent output is not P2TR')
  const message = tx.preimageWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    hashType,
    prevouts.map((prevout) => prevout.value),
  )
  if (!schnorrVerifies(signature.subarray(0, 64), message, decoded.pubkey)) {
    refuse(index, 'the signature does not verify')
  }
}

/**
 * Checks input `index`'s signature against the output it spends (`prevouts[index]`): P2WPKH by
 * ECDSA over the BIP143 hash, P2TR key path by Schnorr over the BIP341 hash (which commits to
 * every spent output's script and amount). Other input types are refused, naming their type.
 * @example verifyInputSignature(decoded.tx, 0, decoded.inputs[0], prevouts) // throws if forged
 */
export function verifyInputSignature(
  tx: Transaction,
  index: number,
  input: LedgerInput,
  prevouts: readonly LedgerOutput[],
): void {
  const spent = prevouts[index]
  if (!spent) refuse(index, 'the output it spends is unknown')
  const type = scriptType(spent.script)
  if (type !== 'v0_p2wpkh' && type !== 'v1_p2tr') {
    refuse(index, `unsupported input type in the sandbox ledger: ${type}`)
  }
  if (input.scriptSig.length > 0)
    refuse(index, 'a native segwit input must have an empty scriptSig')
  if (type === 'v0_p2wpkh') verifyP2wpkh(tx, index, input, spent)
  else verifyP2trKeyPath(tx, index, input, spent, prevouts)
}
