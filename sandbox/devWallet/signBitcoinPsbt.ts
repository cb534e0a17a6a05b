import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinKey } from './bitcoinKeys.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** One PSBT input to sign, and the key that owns it. */
export interface PsbtInputToSign {
  index: number
  key: BitcoinKey
  /** Allowed sighash types; default the one the input declares, else ALL (DEFAULT on taproot). */
  sighashTypes?: readonly number[] | undefined
}

/** A signed PSBT, and the raw transaction when it was finalized. */
export interface SignedBitcoinPsbt {
  psbt: Uint8Array
  /** The transaction id (segwit inputs: final once signed). */
  txid: string
  /** Hex of the final transaction, with `finalize`. */
  hex?: string
}

const equal = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && hex.encode(a) === hex.encode(b)

/** The id of the transaction without its witnesses: the txid once segwit inputs are signed. */
const unsignedTxid = (transaction: Transaction) =>
  hex.encode(sha256(sha256(transaction.unsignedTx)).reverse())

/** The output script an input spends, from its witness or full previous transaction. */
function spentScript(transaction: Transaction, index: number): Uint8Array | undefined {
  const input = transaction.getInput(index)
  if (input.witnessUtxo) return input.witnessUtxo.script
  return input.index === undefined ? undefined : input.nonWitnessUtxo?.outputs[input.index]?.script
}

/**
 * Signs the listed inputs of a PSBT, and only those, each with its key: P2WPKH by ECDSA, P2TR by
 * the key path (a missing `tapInternalKey` is filled in when the input pays our taproot address).
 * An input that is not the key's address, an index out of range, a sighash not allowed, or with
 * `finalize` an input left unsigned, throw -32602 naming it. Malformed bytes throw too.
 * @example
 * const { psbt } = signBitcoinPsbt(bytes, [{ index: 0, key: account.payment }], { finalize: false })
 */
export function signBitcoinPsbt(
  bytes: Uint8Array,
  inputs: readonly PsbtInputToSign[],
  options: { finalize: boolean },
): SignedBitcoinPsbt {
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(bytes, { allowUnknownOutputs: true })
  } catch (error) {
    throw new ProviderRpcError(-32602, `Not a valid PSBT: ${(error as Error).message}`)
  }
  for (const { index, key, sighashTypes } of inputs) {
    if (!Number.isSafeInteger(index) || index < 0 || index >= transaction.inputsLength) {
      throw new ProviderRpcError(
        -32602,
        `Input ${index} does not exist; the PSBT has ${transaction.inputsLength} input(s).`,
      )
    }
    const script = spentScript(transaction, index)
    if (!script || !equal(script, key.script)) {
      throw new ProviderRpcError(
        -32602,
        `Input ${index} does not spend an output of ${key.address}, so that address cannot sign it.`,
      )
    }
    const input = transaction.getInput(index)
    if (key.addressType === 'p2tr' && !input.tapInternalKey) {
      transaction.updateInput(index, { tapInternalKey: hex.decode(key.publicKey) }, true)
    }
    const declared = input.sighashType === undefined ? undefined : [input.sighashType]
    const allowed = sighashTypes ? [...sighashTypes] : declared
    try {
      transaction.signIdx(key.privateKey, index, allowed)
    } catch (error) {
      throw new ProviderRpcError(
        -32602,
        `Input ${index} could not be signed by ${key.address}: ${(error as Error).message}`,
      )
    }
  }
  if (!options.finalize) return { psbt: transaction.toPSBT(), txid: unsignedTxid(transaction) }
  try {
    transaction.finalize()
  } catch (error) {
    throw new ProviderRpcError(
      -32602,
      `The PSBT cannot be finalized for broadcast (is every input signed?): ${(error as Error).message}`,
    )
  }
  return { psbt: transaction.toPSBT(), txid: transaction.id, hex: transaction.hex }
}
