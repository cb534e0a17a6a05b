import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createSolanaSigning, type SolanaSigningContext } from './createSolanaSigning.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { solanaKey } from './solanaKey.js'

const chain = 'solana:localnet'
const key = solanaKey(bs58.encode(Keypair.generate().secretKey), 0, chain)
const payer = Keypair.fromSecretKey(key.secretKey).publicKey
const receiver = Keypair.generate().publicKey
const unsigned = () =>
  new Transaction({ feePayer: payer, recentBlockhash: Keypair.generate().publicKey.toBase58() })
    .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1_000_000_000 }))
    .serialize({ requireAllSignatures: false })

function setup(approve: SolanaSigningContext['approve']) {
  const record = vi.fn()
  const features = createSolanaSigning({
    chain,
    rpcUrl: 'http://127.0.0.1:1',
    approve,
    record,
    signer: () => key,
  })
  return { features, record }
}

// Signing builds the keypair from the secret key: no call means nothing was signed.
let keypairs: MockInstance<typeof Keypair.fromSecretKey>
beforeEach(() => {
  keypairs = vi.spyOn(Keypair, 'fromSecretKey')
})
afterEach(() => keypairs.mockRestore())

describe('createSolanaSigning', () => {
  it('signs nothing when the prompt is rejected, and shows the parsed transaction', async () => {
    const approve = vi.fn(async (_title: string, _lines: readonly string[]): Promise<void> => {
      throw new ProviderRpcError(4001, 'User rejected the request.')
    })
    const { features, record } = setup(approve)
    const signing = features['solana:signTransaction'].signTransaction({
      account: key.account,
      transaction: unsigned(),
    })
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    const sending = features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: key.account,
      transaction: unsigned(),
      chain,
    })
    await expect(sending).rejects.toMatchObject({ code: 4001 })
    expect(approve).toHaveBeenNthCalledWith(1, 'Sign this transaction?', [
      `Send 1 SOL to ${receiver.toBase58()}`,
      `Fee payer ${payer.toBase58()}`,
      `Chain ${chain}`,
    ])
    expect(approve.mock.calls[1]?.[0]).toBe('Send this transaction?')
    expect(keypairs).not.toHaveBeenCalled()
    expect(record).not.toHaveBeenCalled()
  })

  it('signs only after the prompt is approved', async () => {
    const approve = vi.fn(async () => {
      expect(keypairs).not.toHaveBeenCalled()
    })
    const { features, record } = setup(approve)
    const [output] = await features['solana:signTransaction'].signTransaction({
      account: key.account,
      transaction: unsigned(),
    })
    expect(approve).toHaveBeenCalledOnce()
    expect(keypairs).toHaveBeenCalledOnce()
    expect(Transaction.from(output?.signedTransaction ?? []).verifySignatures()).toBe(true)
    expect(record).toHaveBeenCalledOnce()
  })

  it('refuses a transaction its account does not sign before asking', async () => {
    const approve = vi.fn(async () => {})
    const { features } = setup(approve)
    const foreign = Keypair.generate().publicKey
    const transaction = new Transaction({
      feePayer: foreign,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    })
      .add(SystemProgram.transfer({ fromPubkey: foreign, toPubkey: receiver, lamports: 1 }))
      .serialize({ requireAllSignatures: false })
    await expect(
      features['solana:signTransaction'].signTransaction({ account: key.account, transaction }),
    ).rejects.toMatchObject({
      code: -32602,
      message: `${key.account.address} is not a signer of this transaction.`,
    })
    expect(approve).not.toHaveBeenCalled()
  })
})
