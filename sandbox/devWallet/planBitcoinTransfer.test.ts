import { Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import type { EsploraUtxo } from './bitcoinEsplora.js'
import { bitcoinAccount } from './bitcoinKeys.js'
import { bitcoinNetworkOf, regtestCaipNetworkId } from './bitcoinNetwork.js'
import { signBitcoinTransfer } from './bitcoinTransfer.js'
import { planBitcoinTransfer } from './planBitcoinTransfer.js'

const network = bitcoinNetworkOf(regtestCaipNetworkId)
const dev = bitcoinDevAccount(0)
const key = bitcoinAccount(
  { payment: dev.payment.privateKey, ordinal: dev.ordinal.privateKey },
  network,
  'a',
).payment
const to = bitcoinDevAccount(1).payment.address
const utxo = (byte: string, vout: number, value: number): EsploraUtxo => ({
  txid: byte.repeat(64),
  vout,
  value,
  status: { confirmed: true },
})
const plan = (utxos: EsploraUtxo[], amount: bigint, feeRate = 1, address = to) =>
  planBitcoinTransfer({
    utxos,
    recipients: [{ address, amount }],
    feeRate,
    changeAddress: key.address,
    network,
  })

describe('planBitcoinTransfer', () => {
  it('spends the largest UTXO first, pays the fee of the worst-case size and returns the change', () => {
    const planned = plan(
      [utxo('a', 0, 50_000), utxo('b', 1, 200_000), utxo('c', 0, 30_000)],
      100_000n,
    )
    expect(planned.inputs).toEqual([utxo('b', 1, 200_000)])
    // 1 P2WPKH input, 2 P2WPKH outputs: 563 weight units, 141 vB at 1 sat/vB.
    expect(planned.fee).toBe(141n)
    expect(planned.change).toBe(99_859n)
    expect(planned.outputs.map(({ address, amount }) => [address, amount])).toEqual([
      [to, 100_000n],
      [key.address, 99_859n],
    ])
    const signed = Transaction.fromRaw(Buffer.from(signBitcoinTransfer(planned, key).hex, 'hex'), {
      allowUnknownOutputs: true,
    })
    // The signed transaction is never bigger than what the fee paid for.
    expect(signed.vsize).toBeLessThanOrEqual(141)
  })

  it('rounds a fractional fee rate up to whole satoshis', () => {
    expect(plan([utxo('b', 1, 200_000)], 100_000n, 1.5).fee).toBe(212n)
  })

  it('takes more inputs when one is not enough, and the fee grows with them', () => {
    const planned = plan([utxo('a', 0, 60_000), utxo('b', 0, 70_000)], 100_000n)
    expect(planned.inputs.map((each) => each.value)).toEqual([70_000, 60_000])
    // 2 inputs: 836 weight units, 209 vB.
    expect(planned.fee).toBe(209n)
    expect(planned.change).toBe(130_000n - 100_000n - 209n)
  })

  it('gives change below dust to the fee instead of making a dust output', () => {
    const planned = plan([utxo('a', 0, 101_000)], 100_500n)
    expect(planned.change).toBe(0n)
    expect(planned.fee).toBe(500n)
    expect(planned.outputs).toHaveLength(1)
  })

  it("refuses with 'Insufficient funds' what the UTXOs cannot pay with the fee", () => {
    expect(() => plan([utxo('a', 0, 50_000)], 60_000n)).toThrow(
      expect.objectContaining({
        code: -32603,
        message: expect.stringMatching(
          /^Insufficient funds: sending 60000 sats needs 60110 with the fee; the spendable outputs hold 50000 sats\.$/,
        ),
      }),
    )
    expect(() => plan([], 1_000n)).toThrow(/^Insufficient funds/)
    // Exactly the amount, but nothing left for the fee.
    expect(() => plan([utxo('a', 0, 10_000)], 10_000n)).toThrow(/^Insufficient funds/)
  })

  it('refuses an amount below dust and addresses of another network or with mixed case', () => {
    expect(() => plan([utxo('a', 0, 50_000)], 545n)).toThrow(
      expect.objectContaining({
        code: -32602,
        message: expect.stringContaining('below the dust limit of 546 sats'),
      }),
    )
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(() => plan([utxo('a', 0, 50_000)], 1_000n, 1, mainnet)).toThrow(
      expect.objectContaining({
        code: -32602,
        message: expect.stringContaining(`Invalid Bitcoin address "${mainnet}"`),
      }),
    )
    const mixed = `${to.slice(0, 10).toUpperCase()}${to.slice(10)}`
    expect(() => plan([utxo('a', 0, 50_000)], 1_000n, 1, mixed)).toThrow(/Invalid Bitcoin address/)
  })
})
