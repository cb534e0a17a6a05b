import { verify } from 'node:crypto'
import {
  AddressLookupTableAccount,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeSolanaTransaction, signSolanaTransaction } from './solanaTransaction.js'

const payer = Keypair.generate()
const other = Keypair.generate()
const receiver = Keypair.generate().publicKey
const recentBlockhash = Keypair.generate().publicKey.toBase58()
const transfer = (from = payer.publicKey) =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: receiver, lamports: 250_000_001 })

// The SPKI header of a raw Ed25519 public key, so node:crypto can verify with it.
const spki = (publicKey: Uint8Array) =>
  Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey])
const verifies = (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) =>
  verify(null, message, { key: spki(publicKey), format: 'der', type: 'spki' }, signature)

describe('signSolanaTransaction', () => {
  it('signs a legacy transfer that web3.js verifies, and describes it', () => {
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(
      transfer(),
    )
    const bytes = transaction.serialize({ requireAllSignatures: false })
    const {
      transaction: signed,
      signature,
      parsed,
    } = signSolanaTransaction(bytes, payer.publicKey.toBase58(), payer.secretKey)
    const back = Transaction.from(signed)
    expect(back.verifySignatures()).toBe(true)
    expect(back.signature && Uint8Array.from(back.signature)).toEqual(signature)
    expect(parsed.version).toBe('legacy')
    expect(describeSolanaTransaction(parsed)).toEqual([
      `Send 0.250000001 SOL to ${receiver.toBase58()}`,
      `Fee payer ${payer.publicKey.toBase58()}`,
    ])
  })

  it('signs its own slot of a v0 transaction with two signers, keeping the other', () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash,
      instructions: [transfer(other.publicKey)],
    }).compileToV0Message()
    const versioned = new VersionedTransaction(message)
    versioned.sign([payer])
    const { transaction: signed } = signSolanaTransaction(
      versioned.serialize(),
      other.publicKey.toBase58(),
      other.secretKey,
    )
    const back = VersionedTransaction.deserialize(signed)
    const messageBytes = back.message.serialize()
    expect(back.version).toBe(0)
    expect(
      verifies(messageBytes, back.signatures[0] as Uint8Array, payer.publicKey.toBytes()),
    ).toBe(true)
    expect(
      verifies(messageBytes, back.signatures[1] as Uint8Array, other.publicKey.toBytes()),
    ).toBe(true)
  })

  it('refuses an account that is not a signer, and truncated bytes', () => {
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(
      transfer(),
    )
    const bytes = transaction.serialize({ requireAllSignatures: false })
    expect(() => signSolanaTransaction(bytes, other.publicKey.toBase58(), other.secretKey)).toThrow(
      `${other.publicKey.toBase58()} is not a signer of this transaction.`,
    )
    expect(() =>
      signSolanaTransaction(bytes.subarray(0, 80), payer.publicKey.toBase58(), payer.secretKey),
    ).toThrow()
  })

  it('describes calls it cannot read as calls, lookup-table transactions included', () => {
    const program = Keypair.generate().publicKey
    const call = new TransactionInstruction({
      programId: program,
      keys: [],
      data: Buffer.from([1]),
    })
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: BigInt('18446744073709551615'),
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [receiver],
      },
    })
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash,
      instructions: [call, transfer()],
    })
    const plain = signSolanaTransaction(
      new VersionedTransaction(message.compileToV0Message()).serialize(),
      payer.publicKey.toBase58(),
      payer.secretKey,
    )
    expect(describeSolanaTransaction(plain.parsed)).toEqual([
      `Call ${program.toBase58()}`,
      `Send 0.250000001 SOL to ${receiver.toBase58()}`,
      `Fee payer ${payer.publicKey.toBase58()}`,
    ])
    const looked = signSolanaTransaction(
      new VersionedTransaction(message.compileToV0Message([table])).serialize(),
      payer.publicKey.toBase58(),
      payer.secretKey,
    )
    expect(describeSolanaTransaction(looked.parsed)).toEqual([
      `Call ${program.toBase58()}`,
      `Call ${SystemProgram.programId.toBase58()}`,
      `Fee payer ${payer.publicKey.toBase58()}`,
    ])
  })
})
