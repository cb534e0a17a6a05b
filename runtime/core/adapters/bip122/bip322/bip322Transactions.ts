import { sha256 } from '@noble/hashes/sha2'
import { RawTx, Transaction } from '@scure/btc-signer'
import { bip322MessageHash } from './bip322MessageHash.js'

/** `to_sign`'s terms a full signature may set (timelocks); the simple form has them all 0. */
export interface Bip322SignTerms {
  version: number
  lockTime: number
  sequence: number
}

export const simpleSignTerms: Bip322SignTerms = { version: 0, lockTime: 0, sequence: 0 }

const opReturn = new Uint8Array([0x6a])

/**
 * A transaction id as explorers show it (byte-reversed double SHA-256 of the serialization
 * without witnesses), as bytes.
 * @example txidOf(RawTx.encode(tx)) // 32 bytes
 */
export function txidOf(raw: Uint8Array): Uint8Array {
  return sha256(sha256(raw)).reverse()
}

/**
 * The id of BIP-322's virtual `to_spend` transaction: version 0, one input spending the
 * nonexistent `000...000:FFFFFFFF` with scriptSig `OP_0 PUSH32[message_hash]`, one output of 0
 * sats locked by `challenge` (the signing address's scriptPubKey).
 * @example bip322ToSpendTxid('', p2wpkhScript) // c5680aa6...5a99a7 for the BIP's address
 */
export function bip322ToSpendTxid(message: string, challenge: Uint8Array): Uint8Array {
  const scriptSig = new Uint8Array(34)
  scriptSig[1] = 0x20 // OP_0 then a 32-byte push
  scriptSig.set(bip322MessageHash(message), 2)
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      { txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: scriptSig, sequence: 0 },
    ],
    outputs: [{ amount: 0n, script: challenge }],
    witnesses: undefined,
    lockTime: 0,
  })
  return txidOf(raw)
}

/**
 * BIP-322's `to_sign` before its witness: one input spending `to_spend`'s output 0, one output of
 * 0 sats to `OP_RETURN`. Its sighashes (`preimageWitnessV0`/`V1`) are what the key signs.
 * @example const hash = bip322ToSign(toSpendTxid).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
 */
export function bip322ToSign(
  toSpendTxid: Uint8Array,
  terms: Bip322SignTerms = simpleSignTerms,
): Transaction {
  // OP_RETURN is no address type btc-signer knows: allowed, as BIP-322 prescribes it for a
  // transaction that is never broadcast. (Versions 0 and 2, the two BIP-322 allows, are known.)
  const transaction = new Transaction({
    version: terms.version,
    lockTime: terms.lockTime,
    allowUnknownOutputs: true,
  })
  transaction.addInput({ txid: toSpendTxid, index: 0, sequence: terms.sequence })
  transaction.addOutput({ script: opReturn, amount: 0n })
  return transaction
}

/** Whether `script` is `to_sign`'s one output script, a bare `OP_RETURN`. */
export function isBip322Output(output: { script: Uint8Array; amount: bigint }): boolean {
  return output.amount === 0n && output.script.length === 1 && output.script[0] === opReturn[0]
}
