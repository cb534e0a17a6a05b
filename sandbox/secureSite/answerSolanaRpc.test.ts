import { ed25519 } from '@noble/curves/ed25519'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxSolanaCaipNetworkId } from '../solana/sandboxSolanaNetwork.js'
import { type SandboxSolana, startSolanaValidator } from '../solana/startSolanaValidator.js'
import { answerSolanaRpc, describeSolanaRpc } from './answerSolanaRpc.js'
import { fundSolanaUser, solanaUserLamports } from './fundSolanaUser.js'
import { solanaUserKey } from './solanaUserKey.js'

// The secure site's Solana RPC against a real local validator: what it signs with the user's
// Solana key, what it sends, and what it refuses before any screen shows.
let validator: SandboxSolana
const user = { privateKey: generatePrivateKey() }
const own = solanaUserKey(user.privateKey)
const stranger = Keypair.generate()

beforeAll(async () => {
  validator = await startSolanaValidator()
  const warnings: string[] = []
  await fundSolanaUser(validator.rpcUrl, own.address, (text) => warnings.push(text))
  expect(warnings).toEqual([])
}, 60_000)
afterAll(() => validator?.stop())

const solana = () => ({ rpcUrl: validator.rpcUrl, caipNetworkId: sandboxSolanaCaipNetworkId })
const ask = (method: string, params: unknown, chainId: unknown = sandboxSolanaCaipNetworkId) =>
  answerSolanaRpc({ solana: solana(), user, request: { chainId, method, params } })
const connection = () => new Connection(validator.rpcUrl, 'confirmed')

async function transfer(from: PublicKey, lamports: number, to = stranger.publicKey) {
  const { blockhash } = await connection().getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}
const wire = (transaction: VersionedTransaction) =>
  Buffer.from(transaction.serialize()).toString('base64')
const ownKey = () => new PublicKey(own.address)

describe("the secure site's Solana RPC", () => {
  it('funds a new user with 10 SOL through the validator', async () => {
    expect(await connection().getBalance(ownKey())).toBe(solanaUserLamports)
  })

  it('signs a message with the user key', async () => {
    const message = new TextEncoder().encode('gm')
    const answer = await ask('solana_signMessage', {
      message: bs58.encode(message),
      pubkey: own.address,
    })
    expect(answer.status).toBe(200)
    const { signature } = (answer.body as { result: { signature: string } }).result
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(own.address))).toBe(true)
  })

  it('signs a transaction it co-signs, keeping the fee payer signature', async () => {
    const { blockhash } = await connection().getLatestBlockhash()
    const transaction = new VersionedTransaction(
      new TransactionMessage({
        payerKey: stranger.publicKey,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({
            fromPubkey: ownKey(),
            toPubkey: stranger.publicKey,
            lamports: 1,
          }),
        ],
      }).compileToLegacyMessage(),
    )
    transaction.sign([stranger])
    const answer = await ask('solana_signTransaction', { transaction: wire(transaction) })
    const result = (answer.body as { result: { signature: string; transaction: string } }).result
    const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'))
    const bytes = signed.message.serialize()
    expect(signed.signatures[0]).toEqual(transaction.signatures[0])
    expect(bs58.encode(signed.signatures[1] ?? new Uint8Array())).toBe(result.signature)
    expect(ed25519.verify(bs58.decode(result.signature), bytes, ownKey().toBytes())).toBe(true)
  })

  it('signs every transaction of a batch', async () => {
    const transactions = [await transfer(ownKey(), 1), await transfer(ownKey(), 2)]
    const answer = await ask('solana_signAllTransactions', { transactions: transactions.map(wire) })
    const result = (answer.body as { result: { transactions: string[] } }).result
    expect(result.transactions).toHaveLength(2)
    for (const each of result.transactions) {
      const signed = VersionedTransaction.deserialize(Buffer.from(each, 'base64'))
      const signature = signed.signatures[0] ?? new Uint8Array()
      expect(ed25519.verify(signature, signed.message.serialize(), ownKey().toBytes())).toBe(true)
    }
  })

  it('sends a transaction and answers once the validator confirmed it', async () => {
    const receiver = Keypair.generate().publicKey
    const answer = await ask('solana_signAndSendTransaction', {
      transaction: wire(await transfer(ownKey(), LAMPORTS_PER_SOL / 2, receiver)),
    })
    expect(answer.status).toBe(200)
    const { signature } = (answer.body as { result: { signature: string } }).result
    const status = await connection().getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(await connection().getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 2)
  })

  it('passes on what the validator refuses: a transfer of more than the user holds', async () => {
    const answer = await ask('solana_signAndSendTransaction', {
      transaction: wire(await transfer(ownKey(), 1000 * LAMPORTS_PER_SOL)),
    })
    expect(answer.status).toBe(502)
    expect(answer.body).toMatchObject({
      code: -32603,
      message: expect.stringContaining('The Solana validator refused sendTransaction'),
    })
  })

  it('describes a request for the approval screen', async () => {
    const answer = await describeSolanaRpc({
      solana: solana(),
      user,
      request: {
        chainId: sandboxSolanaCaipNetworkId,
        method: 'solana_signAndSendTransaction',
        params: { transaction: wire(await transfer(ownKey(), LAMPORTS_PER_SOL)) },
      },
    })
    expect(answer).toEqual({
      status: 200,
      body: {
        description: {
          title: 'Send transaction',
          rows: [
            { label: 'Network', value: sandboxSolanaCaipNetworkId },
            { label: 'Fee payer', value: own.address },
            { label: 'Instructions', value: '1' },
            { label: 'Transfer', value: `1 SOL to ${stranger.publicKey.toBase58()}` },
          ],
        },
      },
    })
  })

  it.each([
    ['another method', 'solana_signIn', {}, undefined, 4200, 'Requested RPC call is not allowed'],
    ['an EVM method', 'personal_sign', {}, undefined, 4200, 'Requested RPC call is not allowed'],
    [
      'another network',
      'solana_signMessage',
      { message: '3yZe7d' },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      4901,
      'Chain solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not served by the sandbox secure site',
    ],
    [
      'another pubkey',
      'solana_signMessage',
      { message: '3yZe7d', pubkey: stranger.publicKey.toBase58() },
      undefined,
      4100,
      `${stranger.publicKey.toBase58()} is not the logged-in account ${own.address}`,
    ],
    [
      'a message that is not base58',
      'solana_signMessage',
      { message: '0OIl' },
      undefined,
      -32602,
      'Expected a base58 message.',
    ],
    [
      'no transaction',
      'solana_signTransaction',
      {},
      undefined,
      -32602,
      'Expected a base64 serialized transaction.',
    ],
    [
      'an empty batch',
      'solana_signAllTransactions',
      { transactions: [] },
      undefined,
      -32602,
      'Expected { transactions: [base64, ...] }.',
    ],
  ])('refuses %s before any screen', async (_, method, params, chainId, code, message) => {
    const request = { chainId: chainId ?? sandboxSolanaCaipNetworkId, method, params }
    const described = await describeSolanaRpc({ solana: solana(), user, request })
    expect(described.body).toEqual({ code, message })
    expect((await answerSolanaRpc({ solana: solana(), user, request })).body).toEqual({
      code,
      message,
    })
  })

  it("refuses a transaction the user's account does not sign, naming its fee payer", async () => {
    const answer = await ask('solana_signTransaction', {
      transaction: wire(await transfer(stranger.publicKey, 1)),
    })
    expect(answer).toEqual({
      status: 403,
      body: {
        code: 4100,
        message: `The fee payer ${stranger.publicKey.toBase58()} is not the logged-in account ${own.address}`,
      },
    })
    expect(
      (await ask('solana_signTransaction', { transaction: Buffer.from('no').toString('base64') }))
        .body,
    ).toMatchObject({ code: -32602, message: expect.stringContaining('Not a transaction') })
  })

  it('serves no Solana without a network, and nobody logged out', async () => {
    const request = {
      chainId: sandboxSolanaCaipNetworkId,
      method: 'solana_signMessage',
      params: {},
    }
    expect(await answerSolanaRpc({ solana: undefined, user, request })).toEqual({
      status: 400,
      body: {
        code: 4901,
        message: `Chain ${sandboxSolanaCaipNetworkId} is not served by the sandbox secure site`,
      },
    })
    expect(await describeSolanaRpc({ solana: solana(), user: undefined, request })).toEqual({
      status: 401,
      body: { code: 4100, message: 'Not logged in' },
    })
  })
})
