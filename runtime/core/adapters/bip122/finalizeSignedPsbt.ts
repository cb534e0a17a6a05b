import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { bitcoinWalletError } from './bitcoinWalletError.js'

/** A signed transaction, ready to broadcast. */
export interface FinalizedTransaction {
  /** The raw transaction in hex, as Esplora's `POST /tx` takes it. */
  hex: string
  txid: string
}

/**
 * The unsigned transaction (hex) of the PSBT a wallet is asked to sign: what its signed PSBT must
 * still hold (`finalizeSignedPsbt`'s `unsignedTx`). A PSBT that does not parse is
 * RPC_INVALID_PARAMS (-32602).
 * @example finalizeSignedPsbt(signed, unsignedTxOf(requestedPsbt))
 */
export function unsignedTxOf(psbt: Uint8Array): string {
  try {
    return hex.encode(Transaction.fromPSBT(psbt).unsignedTx)
  } catch {
    throw bitcoinWalletError(-32602, 'The PSBT to sign does not parse.')
  }
}

/**
 * Finalizes the PSBT a wallet signed (inputs it finalized itself are kept) and extracts the
 * transaction. With `unsignedTx`, the transaction must be the one the wallet was asked to sign:
 * a wallet that changed outputs or inputs is refused. A PSBT that does not parse or has an
 * unsigned input is RPC_INTERNAL_ERROR (-32603), naming the problem.
 * @example const { hex, txid } = finalizeSignedPsbt(signedPsbt, transfer.unsignedTx)
 */
export function finalizeSignedPsbt(signed: Uint8Array, unsignedTx?: string): FinalizedTransaction {
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(signed)
  } catch {
    throw bitcoinWalletError(-32603, 'The wallet answered with a PSBT that does not parse.')
  }
  if (unsignedTx !== undefined && hex.encode(tx.unsignedTx) !== unsignedTx) {
    throw bitcoinWalletError(-32603, 'The wallet changed the transaction it was asked to sign.')
  }
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    if (input.finalScriptWitness?.length || input.finalScriptSig?.length) continue
    try {
      tx.finalizeIdx(index)
    } catch {
      throw bitcoinWalletError(-32603, `Input ${index} of the signed PSBT is not signed.`)
    }
  }
  return { hex: hex.encode(tx.extract()), txid: tx.id }
}
