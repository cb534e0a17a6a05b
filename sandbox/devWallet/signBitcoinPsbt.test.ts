import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import { bitcoinAccount } from './bitcoinKeys.js'
import { bitcoinNetworkOf, regtestCaipNetworkId } from './bitcoinNetwork.js'
import { signBitcoinPsbt } from './signBitcoinPsbt.js'

const network = bitcoinNetworkOf(regtestCaipNetworkId)
const accountOf = (index: number) => {
  const dev = bitcoinDevAccount(index)
  return bitcoinAccount(
    { payment: dev.payment.privateKey, ordinal: dev.ordinal.privateKey },
    network,
    'a',
  )
}
const ours = accountOf(0)
const theirs = accountOf(1)
const amounts = [50_000n, 40_000n, 30_000n]
const scripts = [ours.payment.script, ours.ordinal.script, theirs.payment.script]

/** A PSBT spending our payment output (0), our taproot output (1, no tapInternalKey), theirs (2). */
function psbt(): Uint8Array {
  const transaction = new Transaction()
  scripts.forEach((script, index) => {
    transaction.addInput({
      txid: String(index + 1).repeat(64),
      index: 0,
      witnessUtxo: { script, amount: amounts[index] as bigint },
    })
  })
  transaction.addOutputAddress(theirs.ordinal.address, 100_000n, network)
  return transaction.toPSBT()
}

describe('signBitcoinPsbt', () => {
  it('signs the listed inputs only, with signatures valid for their outputs', () => {
    const signed = signBitcoinPsbt(
      psbt(),
      [
        { index: 0, key: ours.payment },
        { index: 1, key: ours.ordinal },
      ],
      { finalize: false },
    )
    const transaction = Transaction.fromPSBT(signed.psbt)
    const [payment, taproot, foreign] = [0, 1, 2].map((index) => transaction.getInput(index))

    const [[publicKey, ecdsa]] = (payment?.partialSig ?? []) as [[Uint8Array, Uint8Array]]
    expect(Buffer.from(publicKey).toString('hex')).toBe(ours.payment.publicKey)
    expect(ecdsa.at(-1)).toBe(SigHash.ALL)
    const hash160 = OutScript.decode(ours.payment.script) as { hash: Uint8Array }
    const scriptCode = OutScript.encode({ type: 'pkh', hash: hash160.hash })
    const v0 = transaction.preimageWitnessV0(0, scriptCode, SigHash.ALL, amounts[0] as bigint)
    const der = secp256k1.Signature.fromDER(ecdsa.subarray(0, -1))
    expect(secp256k1.verify(der, v0, publicKey)).toBe(true)

    expect(Buffer.from(taproot?.tapInternalKey ?? []).toString('hex')).toBe(ours.ordinal.publicKey)
    const v1 = transaction.preimageWitnessV1(1, scripts, SigHash.DEFAULT, amounts)
    const outputKey = ours.ordinal.script.subarray(2)
    expect(schnorr.verify(taproot?.tapKeySig ?? new Uint8Array(), v1, outputKey)).toBe(true)

    expect(foreign?.partialSig).toBeUndefined()
    expect(foreign?.tapKeySig).toBeUndefined()
    expect(signed.hex).toBeUndefined()
  })

  it('finalizes and gives the raw transaction when every input is signed', () => {
    const two = Transaction.fromPSBT(psbt())
    const mine = new Transaction()
    for (const index of [0, 1]) mine.addInput(two.getInput(index))
    mine.addOutputAddress(theirs.payment.address, 80_000n, network)
    const signed = signBitcoinPsbt(
      mine.toPSBT(),
      [
        { index: 0, key: ours.payment },
        { index: 1, key: ours.ordinal },
      ],
      { finalize: true },
    )
    const raw = Transaction.fromRaw(Buffer.from(signed.hex ?? '', 'hex'))
    expect(raw.id).toBe(signed.txid)
    // Unfinalized, it already names the txid the transaction gets (segwit inputs only).
    const unfinalized = signBitcoinPsbt(mine.toPSBT(), [{ index: 0, key: ours.payment }], {
      finalize: false,
    })
    expect(unfinalized.txid).toBe(signed.txid)
    expect(raw.getInput(0).finalScriptWitness).toHaveLength(2)
    expect(raw.getInput(1).finalScriptWitness).toHaveLength(1)
  })

  it('refuses an input of another address, an index out of range, and finalizing with one unsigned', () => {
    expect(() =>
      signBitcoinPsbt(psbt(), [{ index: 2, key: ours.payment }], { finalize: false }),
    ).toThrow(
      expect.objectContaining({
        code: -32602,
        message: `Input 2 does not spend an output of ${ours.payment.address}, so that address cannot sign it.`,
      }),
    )
    expect(() =>
      signBitcoinPsbt(psbt(), [{ index: 3, key: ours.payment }], { finalize: false }),
    ).toThrow('Input 3 does not exist; the PSBT has 3 input(s).')
    expect(() =>
      signBitcoinPsbt(psbt(), [{ index: 0, key: ours.payment }], { finalize: true }),
    ).toThrow(/cannot be finalized for broadcast/)
    expect(() => signBitcoinPsbt(new Uint8Array([1, 2, 3]), [], { finalize: false })).toThrow(
      /^Not a valid PSBT/,
    )
  })

  it('refuses a sighash type the caller did not allow', () => {
    const transaction = Transaction.fromPSBT(psbt())
    transaction.updateInput(0, { sighashType: SigHash.SINGLE_ANYONECANPAY })
    expect(() =>
      signBitcoinPsbt(
        transaction.toPSBT(),
        [{ index: 0, key: ours.payment, sighashTypes: [SigHash.ALL] }],
        {
          finalize: false,
        },
      ),
    ).toThrow(/Input 0 could not be signed by .*not allowed sigHash/)
  })
})
