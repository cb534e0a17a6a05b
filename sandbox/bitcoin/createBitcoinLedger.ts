import { regtestGenesisHash, sandboxBitcoinCaipNetworkId } from './bitcoinRegtest.js'
import { blockHash } from './blockHash.js'
import { createUtxoSet } from './createUtxoSet.js'
import { decodeRegtestAddress } from './decodeRegtestAddress.js'
import { decodeTransaction } from './decodeTransaction.js'
import {
  addressStats,
  type EsploraStats,
  type EsploraTransaction,
  type EsploraUtxo,
  toEsploraStatus,
  toEsploraTransaction,
} from './esploraJson.js'
import { fundingTransaction } from './fundingTransaction.js'
import type { EsploraStatus, LedgerBlock, LedgerTransaction } from './ledgerTypes.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'
import { maxMoney, verifyTransaction } from './verifyTransaction.js'

export interface BitcoinLedgerOptions {
  /** The clock, in milliseconds (default `Date.now`): block times and time locks read it. */
  now?: () => number
}

/** `GET /address/:address` of Esplora. */
export interface EsploraAddress {
  address: string
  chain_stats: EsploraStats
  mempool_stats: EsploraStats
}

/** An in-process Bitcoin regtest chain: a UTXO set, a mempool, blocks mined on demand. */
export interface BitcoinLedger {
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  readonly caipNetworkId: string
  /** Pays `sats` to `address` in a new coinbase-like transaction, mined at once; its txid. */
  fund(address: string, sats: bigint): string
  /** Verifies a raw transaction (hex) and puts it in the mempool; its txid. Throws `TransactionRejectedError`. */
  submit(hex: string): string
  /** Mines `blocks` blocks (default 1), the first with the whole mempool; their hashes. */
  mine(blocks?: number): string[]
  /** Sats: `confirmed` in blocks, `unconfirmed` the mempool's net change (negative when spending). */
  balance(address: string): { confirmed: bigint; unconfirmed: bigint }
  /** The transaction in Esplora's shape, or undefined. */
  transaction(txid: string): EsploraTransaction | undefined
  transactionHex(txid: string): string | undefined
  transactionStatus(txid: string): EsploraStatus | undefined
  /** Unspent outputs of `address`: mempool-spent ones left out, mempool-created ones in. */
  utxos(address: string): EsploraUtxo[]
  addressInfo(address: string): EsploraAddress
  /** Every transaction paying or spending from `address`, newest first (the mempool's first). */
  history(address: string): EsploraTransaction[]
  tipHeight(): number
  tipHash(): string
  /** Txids waiting in the mempool, oldest first. */
  mempool(): readonly string[]
}

// Bitcoin Core's regtest genesis block time.
const genesisTime = 1_296_688_602
const maxBlocksPerCall = 1000

/**
 * Creates the sandbox's Bitcoin regtest ledger. Block 0 is regtest's genesis hash; no block is
 * mined unless asked (`mine`, `fund`), and nothing matures: funded coins spend at once.
 * Addresses are regtest ones; others throw `InvalidBitcoinAddressError`.
 * @example
 * const ledger = createBitcoinLedger()
 * ledger.fund(bitcoinDevAccount(0).payment.address, 100_000_000n)
 * ledger.balance(bitcoinDevAccount(0).payment.address) // { confirmed: 100_000_000n, unconfirmed: 0n }
 */
export function createBitcoinLedger(options: BitcoinLedgerOptions = {}): BitcoinLedger {
  const now = options.now ?? Date.now
  const set = createUtxoSet()
  const blocks: LedgerBlock[] = [
    { height: 0, hash: regtestGenesisHash, time: genesisTime, txids: [] },
  ]
  let funded = 0n

  const tip = () => blocks[blocks.length - 1] as LedgerBlock
  const nowSeconds = () => Math.floor(now() / 1000)

  const newBlock = (txids: readonly string[]): LedgerBlock => {
    const height = tip().height + 1
    const time = Math.max(nowSeconds(), tip().time)
    const block = { height, hash: blockHash(height, txids, time), time, txids }
    blocks.push(block)
    return block
  }

  const touching = (address: string) => {
    const { scriptHex } = decodeRegtestAddress(address)
    return { scriptHex, transactions: set.touching(scriptHex) }
  }

  const stats = (address: string) => {
    const { scriptHex, transactions } = touching(address)
    return addressStats(transactions, scriptHex)
  }

  return {
    caipNetworkId: sandboxBitcoinCaipNetworkId,
    fund(address, sats) {
      const { script } = decodeRegtestAddress(address)
      if (typeof sats !== 'bigint' || sats <= 0n) {
        throw new RangeError(`fund: sats must be a positive bigint, got ${String(sats)}`)
      }
      if (funded + sats > maxMoney) {
        throw new RangeError('fund: the sandbox faucet cannot give out more than 21M BTC in all')
      }
      const decoded = decodeTransaction(fundingTransaction(tip().height + 1, script, sats))
      const { tx: _, ...fields } = decoded
      const block = newBlock([decoded.txid])
      set.add({ ...fields, prevouts: [], coinbase: true, fee: 0n, block })
      funded += sats
      return decoded.txid
    },
    submit(hex) {
      if (typeof hex !== 'string') {
        throw new TransactionRejectedError('expected the raw transaction as hex text')
      }
      const decoded = decodeTransaction(hex.trim())
      if (set.transaction(decoded.txid)) {
        throw new TransactionRejectedError(`transaction ${decoded.txid} is already known`)
      }
      const { prevouts, fee } = verifyTransaction(decoded, {
        output: set.output,
        spender: set.spender,
        nextHeight: tip().height + 1,
        now: nowSeconds(),
      })
      const { tx: _, ...fields } = decoded
      const transaction: LedgerTransaction = { ...fields, prevouts, fee, coinbase: false }
      set.add(transaction)
      return decoded.txid
    },
    mine(count = 1) {
      if (!Number.isInteger(count) || count < 1 || count > maxBlocksPerCall) {
        throw new RangeError(
          `mine: blocks must be an integer from 1 to ${maxBlocksPerCall}, got ${count}`,
        )
      }
      return Array.from({ length: count }, () => {
        const block = newBlock(set.mempool())
        set.confirm(block)
        return block.hash
      })
    },
    balance(address) {
      const { chain, mempool } = stats(address)
      return {
        confirmed: BigInt(chain.funded_txo_sum) - BigInt(chain.spent_txo_sum),
        unconfirmed: BigInt(mempool.funded_txo_sum) - BigInt(mempool.spent_txo_sum),
      }
    },
    transaction(txid) {
      const transaction = set.transaction(txid)
      return transaction && toEsploraTransaction(transaction)
    },
    transactionHex: (txid) => set.transaction(txid)?.hex,
    transactionStatus(txid) {
      const transaction = set.transaction(txid)
      return transaction && toEsploraStatus(transaction)
    },
    utxos(address) {
      const { scriptHex, transactions } = touching(address)
      return transactions.flatMap((transaction) =>
        transaction.outputs
          .filter(
            (output) =>
              Buffer.from(output.script).toString('hex') === scriptHex &&
              !set.spender(output.txid, output.vout),
          )
          .map((output) => ({
            txid: output.txid,
            vout: output.vout,
            value: Number(output.value),
            status: toEsploraStatus(transaction),
          })),
      )
    },
    addressInfo(address) {
      const { chain, mempool } = stats(address)
      return {
        address: decodeRegtestAddress(address).address,
        chain_stats: chain,
        mempool_stats: mempool,
      }
    },
    history(address) {
      // Newest accepted first; then the mempool ahead of blocks, higher blocks first (stable).
      const newest = touching(address).transactions.reverse()
      const rank = (transaction: LedgerTransaction) =>
        transaction.block?.height ?? Number.MAX_SAFE_INTEGER
      return newest.sort((a, b) => rank(b) - rank(a)).map(toEsploraTransaction)
    },
    tipHeight: () => tip().height,
    tipHash: () => tip().hash,
    mempool: () => set.mempool(),
  }
}
