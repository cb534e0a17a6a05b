import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { placeSolanaSignature } from './placeSolanaSignature.js'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(1))
const cosigner = Keypair.fromSeed(new Uint8Array(32).fill(2))
const to = new PublicKey(new Uint8Array(32).fill(3))
const blockhash = '11111111111111111111111111111111'

/** A transfer that needs the payer's and the cosigner's signatures, as legacy and v0. */
function transactions() {
  const instructions = [
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1 }),
    SystemProgram.transfer({ fromPubkey: cosigner.publicKey, toPubkey: to, lamports: 2 }),
  ]
  const legacy = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    ...instructions,
  )
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions,
  }).compileToV0Message()
  return {
    legacy: legacy.serialize({ requireAllSignatures: false, verifySignatures: false }),
    versioned: new VersionedTransaction(message).serialize(),
  }
}

describe('placeSolanaSignature', () => {
  it.each(['legacy', 'versioned'] as const)(
    'puts a signature-only answer in its signer slot of a %s transaction',
    (kind) => {
      const wire = transactions()[kind]
      const expected = VersionedTransaction.deserialize(wire)
      expected.sign([cosigner])
      const signature = expected.signatures[1] ?? new Uint8Array()
      const signed = placeSolanaSignature(wire, cosigner.publicKey.toBytes(), signature)
      expect(signed).toEqual(expected.serialize())
      // The payer's slot stays empty: only the account the wallet holds signed.
      expect(VersionedTransaction.deserialize(signed).signatures[0]).toEqual(new Uint8Array(64))
    },
  )

  it('refuses a signer the transaction needs no signature of, and malformed input', () => {
    const { legacy } = transactions()
    const stranger = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey.toBytes()
    expect(() => placeSolanaSignature(legacy, stranger, new Uint8Array(64))).toThrow(
      'needs no signature',
    )
    // The recipient is an account of the transaction, but not a signer.
    expect(() => placeSolanaSignature(legacy, to.toBytes(), new Uint8Array(64))).toThrow(
      'needs no signature',
    )
    expect(() =>
      placeSolanaSignature(legacy, payer.publicKey.toBytes(), new Uint8Array(63)),
    ).toThrow('64 bytes')
    expect(() =>
      placeSolanaSignature(
        new Uint8Array([0xff, 0xff, 0xff]),
        payer.publicKey.toBytes(),
        new Uint8Array(64),
      ),
    ).toThrow('malformed')
  })
})
