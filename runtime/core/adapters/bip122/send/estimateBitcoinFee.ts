import type { SendFee, TransferParameters } from '../../../send/SendParameters.js'
import { readEsploraFeeRate } from '../esplora/readEsploraFeeRate.js'
import { readEsploraUtxos } from '../esplora/readEsploraUtxos.js'
import { esploraUrlOf } from '../readBitcoinBalance.js'
import { bitcoinDustSats } from './bitcoinDust.js'
import { assertNativeBitcoin } from './bitcoinToken.js'

// Virtual sizes of a P2WPKH spend: each input 68 vB (outpoint, sequence, and a witness of a
// 72-byte signature and a 33-byte key at a quarter weight), each P2WPKH output 31 vB, and 11 vB of
// version, counts, locktime and the segwit marker.
const inputVbytes = 68
const outputVbytes = 31
const overheadVbytes = 11

/** What `inputs` inputs and `outputs` outputs cost at `rate` sat/vB, rounded up. */
function bitcoinFeeFor(rate: number, inputs: number, outputs: number): bigint {
  return BigInt(Math.ceil(rate * (overheadVbytes + inputVbytes * inputs + outputVbytes * outputs)))
}

/**
 * What sending `amount` sats costs, by the rule the wallets follow (`sendTransfer`): the fee rate
 * for 6 blocks from the network's Esplora API, times the virtual size of a P2WPKH transaction
 * that spends the sender's UTXOs largest first until they cover the amount and its fee, with two
 * outputs (the receiver, the change). Change below the dust limit is not made: it goes to the
 * fee, which is then everything the inputs hold beyond the amount. When all UTXOs do not cover
 * the amount and its fee, the fee of spending them all is returned, so the caller finds the
 * amount too high ("Not enough BTC left for the network fee").
 * @example const { fee } = await estimateBitcoinFee({ network, from, to, token, amount: 15_000n })
 */
export async function estimateBitcoinFee(transfer: TransferParameters): Promise<SendFee> {
  assertNativeBitcoin(transfer.token)
  const baseUrl = esploraUrlOf(transfer.network)
  const [utxos, rate] = await Promise.all([
    readEsploraUtxos(baseUrl, transfer.from),
    readEsploraFeeRate(baseUrl),
  ])
  const values = utxos.map((utxo) => utxo.value).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))
  let inputs = 0
  let total = 0n
  for (const value of values) {
    inputs++
    total += value
    const beyond = total - transfer.amount
    if (beyond < bitcoinFeeFor(rate, inputs, 1)) continue
    const withChange = bitcoinFeeFor(rate, inputs, 2)
    return { fee: beyond - withChange >= bitcoinDustSats ? withChange : beyond }
  }
  return { fee: bitcoinFeeFor(rate, Math.max(inputs, 1), 2) }
}
