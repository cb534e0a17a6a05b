import type { EsploraStatus, LedgerOutput, LedgerTransaction } from './ledgerTypes.js'
import { type EsploraScriptType, scriptAddress, scriptType } from './scriptType.js'

/** An output as Esplora shows it (`vout` items and `prevout`). */
export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_type: EsploraScriptType
  scriptpubkey_address?: string
  value: number
}

/** A transaction as Esplora's `GET /tx/:txid` answers it (the fields the kit reads, and a few). */
export interface EsploraTransaction {
  txid: string
  version: number
  locktime: number
  vin: {
    txid: string
    vout: number
    prevout: EsploraOutput | null
    scriptsig: string
    witness: string[]
    is_coinbase: boolean
    sequence: number
  }[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

/** One entry of `GET /address/:address/utxo`. */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: EsploraStatus
}

/** `chain_stats` and `mempool_stats` of `GET /address/:address`, in sats. */
export interface EsploraStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/**
 * A transaction's Esplora `status`: confirmed with its block, or not.
 * @example toEsploraStatus(transaction) // { confirmed: true, block_height: 3, block_hash, block_time }
 */
export function toEsploraStatus(transaction: LedgerTransaction): EsploraStatus {
  const { block } = transaction
  return block
    ? {
        confirmed: true,
        block_height: block.height,
        block_hash: block.hash,
        block_time: block.time,
      }
    : { confirmed: false }
}

/**
 * An output in Esplora's shape; amounts as numbers of sats (under 2^53, since capped at 21M BTC).
 * @example toEsploraOutput(output) // { scriptpubkey: '0014...', scriptpubkey_type: 'v0_p2wpkh', ... }
 */
function toEsploraOutput(output: LedgerOutput): EsploraOutput {
  const address = scriptAddress(output.script)
  return {
    scriptpubkey: hex(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(address && { scriptpubkey_address: address }),
    value: Number(output.value),
  }
}

/**
 * A ledger transaction in the shape of Esplora's `GET /tx/:txid`.
 * @example toEsploraTransaction(ledger.utxoSet.transaction(txid)).fee // 141
 */
export function toEsploraTransaction(transaction: LedgerTransaction): EsploraTransaction {
  return {
    txid: transaction.txid,
    version: transaction.version,
    locktime: transaction.locktime,
    vin: transaction.inputs.map((input, index) => {
      const prevout = transaction.prevouts[index]
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: prevout ? toEsploraOutput(prevout) : null,
        scriptsig: hex(input.scriptSig),
        witness: input.witness.map(hex),
        is_coinbase: transaction.coinbase,
        sequence: input.sequence,
      }
    }),
    vout: transaction.outputs.map(toEsploraOutput),
    size: transaction.size,
    weight: transaction.weight,
    fee: Number(transaction.fee),
    status: toEsploraStatus(transaction),
  }
}

/**
 * The confirmed and mempool statistics of a script over the transactions touching it, as
 * Esplora counts them: outputs paying it are funded, inputs spending them are spent, each by the
 * status of the transaction doing it.
 * @example addressStats(set.touching(scriptHex), scriptHex).chain.funded_txo_sum // 100_000_000
 */
export function addressStats(
  transactions: readonly LedgerTransaction[],
  scriptHex: string,
): { chain: EsploraStats; mempool: EsploraStats } {
  const empty = (): EsploraStats => ({
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  })
  const chain = empty()
  const mempool = empty()
  for (const transaction of transactions) {
    const stats = transaction.block ? chain : mempool
    stats.tx_count++
    for (const output of transaction.outputs) {
      if (hex(output.script) !== scriptHex) continue
      stats.funded_txo_count++
      stats.funded_txo_sum += Number(output.value)
    }
    for (const prevout of transaction.prevouts) {
      if (hex(prevout.script) !== scriptHex) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += Number(prevout.value)
    }
  }
  return { chain, mempool }
}
