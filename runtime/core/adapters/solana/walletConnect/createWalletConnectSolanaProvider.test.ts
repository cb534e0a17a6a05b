import { ed25519 } from '@noble/curves/ed25519'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it, vi } from 'vitest'
import { ProviderRpcError } from '../../../errors/ProviderRpcError.js'
import { UserRejectedRequestError } from '../../../errors/UserRejectedRequestError.js'
import {
  createWalletConnectSolanaProvider,
  type WalletConnectSolanaProviderOptions,
} from './createWalletConnectSolanaProvider.js'

// The answers real wallets give that the sandbox wallet does not: the signature alone, malformed
// fields, a refusal. The sandbox's own answers are covered over the relay
// (walletConnectSolanaProvider.relay.test.ts).
const seed = new Uint8Array(32).fill(7)
const account = Keypair.fromSeed(seed)
const address = account.publicKey.toBase58()
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

function provider(answer: (method: string, params: Record<string, unknown>) => unknown) {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }) =>
    answer(method, params as Record<string, unknown>),
  )
  const options: WalletConnectSolanaProviderOptions = {
    connection: () => ({ address, caipNetworkId: devnet }),
    request,
    approves: () => true,
    rpcUrl: () => undefined,
  }
  return { solana: createWalletConnectSolanaProvider(options), request }
}

function unsigned(): Transaction {
  return new Transaction({
    feePayer: account.publicKey,
    recentBlockhash: '11111111111111111111111111111111',
  }).add(
    SystemProgram.transfer({
      fromPubkey: account.publicKey,
      toPubkey: new PublicKey(new Uint8Array(32).fill(3)),
      lamports: 1,
    }),
  )
}

describe('createWalletConnectSolanaProvider', () => {
  // The account and chain are read from the session by createSessionSolanaProvider: its relay test
  // (walletConnectSolanaProvider.relay.test.ts) checks them on the provider apps get.
  it('sends requests on the kit chain', async () => {
    const { solana, request } = provider(() => ({ signature: bs58.encode(new Uint8Array(64)) }))
    await solana.signMessage(new Uint8Array([104, 105]))
    expect(request).toHaveBeenCalledWith(
      {
        method: 'solana_signMessage',
        params: { message: bs58.encode(new Uint8Array([104, 105])), pubkey: address },
      },
      devnet,
    )
  })

  it('puts a signature-only solana_signTransaction answer in the transaction', async () => {
    const { solana } = provider((_, params) => {
      const wire = Buffer.from(String(params.transaction), 'base64')
      const message = VersionedTransaction.deserialize(wire).message.serialize()
      return { signature: bs58.encode(ed25519.sign(message, seed)) }
    })
    const signed = VersionedTransaction.deserialize(await solana.signTransaction(unsigned()))
    const signature = signed.signatures[0] ?? new Uint8Array()
    expect(ed25519.verify(signature, signed.message.serialize(), account.publicKey.toBytes())).toBe(
      true,
    )
  })

  it('turns a refusal into UserRejectedRequestError and a malformed answer into ProviderRpcError', async () => {
    const refusing = provider(() => {
      throw { code: 5000, message: 'User rejected.' }
    })
    await expect(refusing.solana.signMessage(new Uint8Array(1))).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const broken = provider(() => ({ signature: '0OIl' }))
    await expect(broken.solana.signMessage(new Uint8Array(1))).rejects.toBeInstanceOf(
      ProviderRpcError,
    )
    const short = provider(() => ({ transactions: ['AA=='] }))
    await expect(short.solana.signAllTransactions([unsigned(), unsigned()])).rejects.toThrow(
      ProviderRpcError,
    )
  })

  it('refuses to sign without a connected account, and sends nothing then', async () => {
    const request = vi.fn()
    const solana = createWalletConnectSolanaProvider({
      connection: () => undefined,
      request,
      approves: () => true,
      rpcUrl: () => undefined,
    })
    await expect(solana.signMessage(new Uint8Array(1))).rejects.toMatchObject({ rpcCode: 4100 })
    await expect(solana.signAndSendTransaction(unsigned())).rejects.toMatchObject({
      rpcCode: 4100,
    })
    expect(request).not.toHaveBeenCalled()
  })
})
