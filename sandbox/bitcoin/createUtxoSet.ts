import type { LedgerBlock, LedgerOutput, LedgerTransaction } from './ledgerTypes.js'
import { isOpReturn } from './scriptType.js'

/** The ledger's transactions, outputs and spends, confirmed or in the mempool. */
export interface UtxoSet {
  transaction(txid: string): LedgerTransaction | undefined
  /** A spendable output a known transaction created, spent or not. */
  output(txid: string, vout: number): LedgerOutput | undefined
  /** The transaction spending an output, if any, and whether it is in a block. */
  spender(txid: string, vout: number): { txid: string; confirmed: boolean } | undefined
  /** Adds an accepted transaction (to the mempool unless its `block` is set). */
  add(transaction: LedgerTransaction): void
  /** The mempool's txids, in the order they were accepted. */
  mempool(): readonly string[]
  /** Marks the block's transactions confirmed and takes them out of the mempool. */
  confirm(block: LedgerBlock): void
  /** Every transaction paying or spending from `scriptHex`, oldest accepted first. */
  touching(scriptHex: string): LedgerTransaction[]
}

const key = (txid: string, vout: number) => `${txid}:${vout}`
const hexOf = (script: Uint8Array) => Buffer.from(script).toString('hex')

/**
 * The UTXO set and mempool of the sandbox ledger. Nothing is ever evicted or reorganised: an
 * accepted transaction stays until mined, so "unspent" is simply "created and not yet spent by
 * any accepted transaction".
 * @example
 * const set = createUtxoSet()
 * set.add(fundingTransaction)
 * set.output(fundingTransaction.txid, 0) // { value: 100_000_000n, ... }
 */
export function createUtxoSet(): UtxoSet {
  const transactions = new Map<string, LedgerTransaction>()
  const outputs = new Map<string, LedgerOutput>()
  const spentBy = new Map<string, string>()
  // Sets keep insertion order: a transaction that both pays and spends a script is listed once.
  const byScript = new Map<string, Set<string>>()
  const pending = new Set<string>()

  const index = (script: Uint8Array, txid: string) => {
    const scriptHex = hexOf(script)
    const txids = byScript.get(scriptHex) ?? new Set<string>()
    byScript.set(scriptHex, txids.add(txid))
  }

  return {
    transaction: (txid) => transactions.get(txid),
    output: (txid, vout) => outputs.get(key(txid, vout)),
    spender(txid, vout) {
      const spender = spentBy.get(key(txid, vout))
      return spender ? { txid: spender, confirmed: !pending.has(spender) } : undefined
    },
    add(transaction) {
      const { txid } = transaction
      transactions.set(txid, transaction)
      if (!transaction.block) pending.add(txid)
      for (const input of transaction.inputs) {
        if (!transaction.coinbase) spentBy.set(key(input.txid, input.vout), txid)
      }
      for (const prevout of transaction.prevouts) index(prevout.script, txid)
      for (const output of transaction.outputs) {
        index(output.script, txid)
        if (!isOpReturn(output.script)) outputs.set(key(txid, output.vout), output)
      }
    },
    mempool: () => [...pending],
    confirm(block) {
      for (const txid of block.txids) {
        const transaction = transactions.get(txid)
        if (transaction) transaction.block = block
        pending.delete(txid)
      }
    },
    touching: (scriptHex) =>
      [...(byScript.get(scriptHex) ?? [])].flatMap((txid) => transactions.get(txid) ?? []),
  }
}
