import type { SendFee, TransferParameters } from '../../../send/SendParameters.js'
import { decodeBitcoinAddress } from '../address/decodeBitcoinAddress.js'
import { readEsploraFeeRate } from '../esplora/readEsploraFeeRate.js'
import { readEsploraUtxos } from '../esplora/readEsploraUtxos.js'
import { esploraUrlOf } from '../readBitcoinBalance.js'
import { bitcoinDustSats } from './bitcoinDust.js'
import { assertNativeBitcoin } from './bitcoinToken.js'

// Weights in weight units (vbytes x 4), counted as the Sandbox Wallet's `sendTransfer` counts
// them (sandbox/devWallet/planBitcoinTransfer.ts), so the fee shown is the fee it pays.
// A P2WPKH input: outpoint, empty scriptSig and sequence (41 bytes x 4), and a witness of a
// signature of at most 73 bytes and a 33-byte key (109, at a quarter weight).
const inputWeight = 41 * 4 + 109
// Version, locktime and the two counts (below 253 entries each), plus segwit's marker and flag.
const overheadWeight = 10 * 4 + 2
// The change output, back to the P2WPKH payment address: OP_0 PUSH20[hash], 22 bytes.
const p2wpkhScriptLength = 22

/** An output's weight: amount (8 bytes), script length (1) and the script. */
const outputWeight = (scriptLength: number) => (8 + 1 + scriptLength) * 4

/**
 * What `weight` costs at `rate` sat/vB: the virtual size (weight / 4, rounded up, as nodes count
 * it) times the rate, rounded up to whole satoshis once, at the end.
 */
const feeFor = (weight: number, rate: number) => BigInt(Math.ceil(Math.ceil(weight / 4) * rate))

/**
 * What sending `amount` sats costs, by the rule the wallets follow (`sendTransfer`): the fee rate
 * for 6 blocks from the network's Esplora API, times the virtual size of a transaction spending
 * the sender's P2WPKH UTXOs largest first until they cover the amount and its fee, with the
 * receiver's output (sized by its script: P2PKH, P2SH, P2WPKH, P2WSH or P2TR) and a P2WPKH change
 * output. Change below the dust limit is not made: it goes to the fee, which is then everything
 * the inputs hold beyond the amount. When all UTXOs do not cover the amount and its fee, the fee
 * of spending them all is returned, so the caller finds the amount too high ("Not enough BTC left
 * for the network fee").
 * @example const { fee } = await estimateBitcoinFee({ network, from, to, token, amount: 15_000n })
 */
export async function estimateBitcoinFee(transfer: TransferParameters): Promise<SendFee> {
  assertNativeBitcoin(transfer.token)
  const baseUrl = esploraUrlOf(transfer.network)
  // `to` is checked already (`checkReceiver`); this throws, with the reason, for anything else.
  const recipient = decodeBitcoinAddress(transfer.to, transfer.network.caipNetworkId)
  const [utxos, rate] = await Promise.all([
    readEsploraUtxos(baseUrl, transfer.from),
    readEsploraFeeRate(baseUrl),
  ])
  const values = utxos.map((utxo) => utxo.value).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))
  const withoutInputs = overheadWeight + outputWeight(recipient.outputScript.length)
  const change = outputWeight(p2wpkhScriptLength)
  let inputs = 0
  let total = 0n
  for (const value of values) {
    inputs++
    total += value
    const weight = withoutInputs + inputs * inputWeight
    const beyond = total - transfer.amount
    if (beyond < feeFor(weight, rate)) continue
    const withChange = feeFor(weight + change, rate)
    return { fee: beyond - withChange >= bitcoinDustSats ? withChange : beyond }
  }
  return { fee: feeFor(withoutInputs + Math.max(inputs, 1) * inputWeight + change, rate) }
}
