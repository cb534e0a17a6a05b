/** A block of the sandbox chain. */
export interface LedgerBlock {
  height: number
  hash: string
  /** Unix seconds. */
  time: number
  /** In the order they were accepted (a parent before its child). */
  txids: readonly string[]
}

/** An output the ledger knows: what it pays, and to which script. */
export interface LedgerOutput {
  txid: string
  vout: number
  script: Uint8Array
  value: bigint
}

/** One input of a transaction, decoded. */
export interface LedgerInput {
  /** The spent transaction's id (display order, hex); 64 zeros for a coinbase input. */
  txid: string
  vout: number
  scriptSig: Uint8Array
  witness: readonly Uint8Array[]
  sequence: number
}

/** A transaction the ledger accepted: in the mempool until `block` is set. */
export interface LedgerTransaction {
  txid: string
  /** The raw transaction as submitted (with witnesses). */
  hex: string
  version: number
  locktime: number
  inputs: readonly LedgerInput[]
  /** Every output in order (OP_RETURN ones too); only spendable ones enter the UTXO set. */
  outputs: readonly LedgerOutput[]
  /** The output each input spends, by input index; empty for a coinbase. */
  prevouts: readonly LedgerOutput[]
  coinbase: boolean
  /** Inputs minus outputs, in sats; 0 for a coinbase. */
  fee: bigint
  /** Bytes, witnesses included. */
  size: number
  weight: number
  block?: LedgerBlock
}

/** The `status` object of Esplora answers. */
export type EsploraStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }
