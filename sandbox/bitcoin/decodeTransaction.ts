import { RawTx, Transaction } from '@scure/btc-signer'
import type { LedgerInput, LedgerOutput } from './ledgerTypes.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'

/** A raw transaction decoded, before the ledger looks at what it spends. */
export interface DecodedTransaction {
  /** btc-signer's view, for the signature hashes. */
  tx: Transaction
  txid: string
  /** Lower-case hex, with witnesses. */
  hex: string
  version: number
  locktime: number
  inputs: LedgerInput[]
  outputs: LedgerOutput[]
  size: number
  weight: number
}

// Bitcoin Core's standard transaction weight limit.
const maxStandardWeight = 400_000

/** The first line of a decoder's error, cut short: it may echo the input. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (text.split('\n')[0] ?? '').slice(0, 200)
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}

function parse(bytes: Uint8Array) {
  try {
    return RawTx.decode(bytes)
  } catch (error) {
    throw new TransactionRejectedError(`malformed transaction: ${reason(error)}`)
  }
}

/**
 * Decodes a raw transaction in hex, refusing what no node would relay: bad hex, bytes that do
 * not decode or do not re-encode to themselves, no inputs or outputs, a version other than 1 to
 * 3, a weight over 400,000. Signatures and spent outputs are checked later (`verifyTransaction`).
 * @example decodeTransaction(signedHex).txid // '9f3c...'
 */
export function decodeTransaction(hex: string): DecodedTransaction {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
    throw new TransactionRejectedError(
      'malformed transaction hex: expected an even number of hexadecimal digits',
    )
  }
  const bytes = Uint8Array.from(Buffer.from(hex, 'hex'))
  const raw = parse(bytes)
  // A transaction whose bytes are not its canonical encoding would have two forms and one txid.
  if (toHex(RawTx.encode(raw)) !== hex.toLowerCase()) {
    throw new TransactionRejectedError('malformed transaction: trailing or non-canonical bytes')
  }
  if (raw.inputs.length === 0) throw new TransactionRejectedError('the transaction has no inputs')
  if (raw.outputs.length === 0) throw new TransactionRejectedError('the transaction has no outputs')
  if (raw.version < 1 || raw.version > 3) {
    throw new TransactionRejectedError(`version ${raw.version} is not standard (1, 2 or 3)`)
  }
  let tx: Transaction
  try {
    tx = Transaction.fromRaw(bytes, {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
    })
  } catch (error) {
    throw new TransactionRejectedError(`malformed transaction: ${reason(error)}`)
  }
  const stripped = RawTx.encode({ ...raw, segwitFlag: false, witnesses: undefined }).length
  const weight = stripped * 3 + bytes.length
  if (weight > maxStandardWeight) {
    throw new TransactionRejectedError(
      `transaction weight ${weight} is over the standard limit of ${maxStandardWeight}`,
    )
  }
  const txid = tx.id
  return {
    tx,
    txid,
    hex: toHex(bytes),
    version: raw.version,
    locktime: raw.lockTime,
    inputs: raw.inputs.map((input, index) => ({
      txid: toHex(input.txid),
      vout: input.index,
      scriptSig: input.finalScriptSig,
      witness: raw.witnesses?.[index] ?? [],
      sequence: input.sequence,
    })),
    outputs: raw.outputs.map((output, vout) => ({
      txid,
      vout,
      script: output.script,
      value: output.amount,
    })),
    size: bytes.length,
    weight,
  }
}
