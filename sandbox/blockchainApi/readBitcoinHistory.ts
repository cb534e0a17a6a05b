import type { BitcoinLedger } from '../bitcoin/createBitcoinLedger.js'
import { decodeRegtestAddress } from '../bitcoin/decodeRegtestAddress.js'
import type { EsploraOutput, EsploraTransaction } from '../bitcoin/esploraJson.js'
import type { Transaction, TransactionTransfer } from './BlockchainApiTypes.js'
import { sandboxAssets } from './sandboxAssets.js'
import { toFungibleTransfer } from './toTransfer.js'

/** Where the stand-in reads Bitcoin history: the sandbox's regtest ledger, in process. */
export interface BitcoinHistorySource {
  ledger: Pick<BitcoinLedger, 'history'>
  caipNetworkId: string
}

/**
 * One Bitcoin entry of `/v1/account/{address}/history`: the EVM entry's shape, except that a
 * transaction still in the mempool is `pending` (the kit's parser takes it), and there is no
 * nonce (Bitcoin has none) and no fee field (the EVM entries carry none either).
 */
export interface BitcoinHistoryEntry extends Omit<Transaction, 'metadata'> {
  metadata: Omit<Transaction['metadata'], 'operationType' | 'status' | 'nonce'> & {
    operationType: 'send' | 'receive'
    status: 'confirmed' | 'pending'
  }
}

const paysTo = (output: EsploraOutput | null, scriptHex: string) =>
  output?.scriptpubkey === scriptHex

/** Sats of the outputs `keep` selects. */
const sum = (outputs: readonly EsploraOutput[], keep: (output: EsploraOutput) => boolean) =>
  outputs.reduce((total, output) => (keep(output) ? total + BigInt(output.value) : total), 0n)

function toEntry(
  transaction: EsploraTransaction,
  owner: { address: string; scriptHex: string },
  source: BitcoinHistorySource,
  assetsUrl: string,
  now: number,
): BitcoinHistoryEntry {
  const { txid, vin, vout, status } = transaction
  const ours = (output: EsploraOutput | null) => paysTo(output, owner.scriptHex)
  const prevouts = vin.flatMap((input) => (input.prevout ? [input.prevout] : []))
  const spent = sum(prevouts, ours)
  const received = sum(vout, ours)
  const toOthers = sum(vout, (output) => !ours(output))
  const firstOther = vout.find((output) => !ours(output) && output.scriptpubkey_address)
  let transfer: TransactionTransfer
  let parties: { from: string; to: string }
  if (spent > 0n) {
    // What left the address to others: the fee and the change back are not part of it. With
    // someone else's inputs beside its own, at most what the address lost net of the fee.
    const lost = spent - received - BigInt(transaction.fee)
    const sent = toOthers < lost ? toOthers : lost > 0n ? lost : 0n
    // Paying only itself (a consolidation) is `self`, with what came back.
    const selfOnly = toOthers === 0n
    transfer = selfOnly
      ? toFungibleTransfer(sandboxAssets.bitcoin, received, 'self', assetsUrl)
      : toFungibleTransfer(sandboxAssets.bitcoin, sent, 'out', assetsUrl)
    const to = selfOnly ? owner.address : (firstOther?.scriptpubkey_address ?? '')
    parties = { from: owner.address, to }
  } else {
    const payer = prevouts.find((output) => !ours(output) && output.scriptpubkey_address)
    transfer = toFungibleTransfer(sandboxAssets.bitcoin, received, 'in', assetsUrl)
    // The sandbox faucet's funding transactions are coinbase-like: they have no payer.
    parties = { from: payer?.scriptpubkey_address ?? '', to: owner.address }
  }
  const minedAt = status.confirmed ? status.block_time * 1000 : now
  return {
    id: txid,
    metadata: {
      operationType: spent > 0n ? 'send' : 'receive',
      hash: txid,
      minedAt: new Date(minedAt).toISOString(),
      sentFrom: parties.from,
      sentTo: parties.to,
      status: status.confirmed ? 'confirmed' : 'pending',
      chain: source.caipNetworkId,
    },
    transfers: [transfer],
  }
}

/**
 * The history of a regtest `address` on the sandbox ledger as `/v1/account/{address}/history`
 * answers it: one entry per transaction paying or spending from it, newest first (the mempool's
 * first, `pending`, dated `now`; the others `confirmed`, dated by their block). An entry is a
 * `send` when the address spent an output in it, with the BTC that went to others (fee and change
 * left out; `self` with what came back when it paid only itself), else a `receive` with what the
 * address got. Quantities are exact decimals (8 decimals) at the fixed sandbox price. One page:
 * `next` is always null, since a mempool entry has no place in a block to put in a cursor and
 * takes one when mined. A non-regtest address throws `InvalidBitcoinAddressError`.
 * @example
 * readBitcoinHistory({ ledger: bitcoin.ledger, caipNetworkId: bitcoin.caipNetworkId }, address, assetsUrl)
 * // { data: [{ id: '5e0c...', metadata: { operationType: 'send', status: 'pending', ... }, transfers: [...] }], next: null }
 */
export function readBitcoinHistory(
  source: BitcoinHistorySource,
  address: string,
  assetsUrl: string,
  now: () => number = Date.now,
): { data: BitcoinHistoryEntry[]; next: null } {
  const owner = decodeRegtestAddress(address)
  const time = now()
  return {
    data: source.ledger
      .history(owner.address)
      .map((transaction) => toEntry(transaction, owner, source, assetsUrl, time)),
    next: null,
  }
}
