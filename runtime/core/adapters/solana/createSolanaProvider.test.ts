import { Keypair } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaSigning } from '../../../../sandbox/devWallet/createSolanaSigning.js'
import type { SignedEntry } from '../../../../sandbox/devWallet/DevWalletOptions.js'
import { ProviderRpcError } from '../../../../sandbox/devWallet/ProviderRpcError.js'
import { solanaKey } from '../../../../sandbox/devWallet/solanaKey.js'
import { signedBy, transferredLamports, unsignedTransfer } from '../fixtures/solanaTransfers.js'
import { createSolanaProvider } from './createSolanaProvider.js'
import type { StandardFeatures } from './standardFeatures.js'

// The browser-wallet provider against the sandbox dev wallet's real Wallet Standard features:
// what it hands the wallet, what it gives back, and how a "no" or a short answer surfaces.
const chain = 'solana:localnet'
const key = solanaKey(bs58.encode(Keypair.generate().secretKey), 0, chain)
const payer = Keypair.fromSecretKey(key.secretKey).publicKey

const transfer = (lamports: number) => unsignedTransfer(payer, lamports)

function devWallet(
  approve: (title: string, lines: readonly string[]) => Promise<void>,
  record: (entry: SignedEntry) => void = () => {},
) {
  const features = createSolanaSigning({
    chain,
    rpcUrl: 'http://127.0.0.1:1',
    approve,
    record,
    signer: () => key,
  }) as StandardFeatures
  return createSolanaProvider(
    features,
    () => key.account,
    () => chain,
  )
}

describe('createSolanaProvider: signAllTransactions', () => {
  it('signs every transaction, bytes or web3.js objects, in order, with one prompt', async () => {
    const approve = vi.fn(async (_title: string, _lines: readonly string[]) => {})
    const provider = devWallet(approve)
    const signed = await provider.signAllTransactions([
      transfer(1_000),
      transfer(2_000).serialize({ requireAllSignatures: false }),
      transfer(3_000),
    ])
    expect(approve).toHaveBeenCalledOnce()
    expect(approve.mock.calls[0]?.[0]).toBe('Sign this transaction? (3)')
    expect(signed.map(transferredLamports)).toEqual([1_000, 2_000, 3_000])
    expect(signed.map((bytes) => signedBy(bytes, payer))).toEqual([true, true, true])
  })

  it('rejects with a UserRejectedRequestError (4001) and signs none when the user rejects the prompt', async () => {
    // The dev wallet records each transaction it signs.
    const record = vi.fn()
    const provider = devWallet(async () => {
      throw new ProviderRpcError(4001, 'User rejected the request.')
    }, record)
    await expect(provider.signAllTransactions([transfer(1), transfer(2)])).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
    expect(record).not.toHaveBeenCalled()
  })

  it('answers an empty list with an empty list, without asking the wallet', async () => {
    const approve = vi.fn(async () => {})
    expect(await devWallet(approve).signAllTransactions([])).toEqual([])
    expect(approve).not.toHaveBeenCalled()
  })

  it("fails when the wallet's answer does not hold one transaction per input", async () => {
    const short: StandardFeatures = {
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy'],
        signTransaction: async (...inputs) =>
          inputs.slice(1).map((input) => ({ signedTransaction: input.transaction })),
      },
    }
    const provider = createSolanaProvider(
      short,
      () => key.account,
      () => chain,
    )
    await expect(provider.signAllTransactions([transfer(1), transfer(2)])).rejects.toThrow(
      'The wallet returned 1 transactions for 2.',
    )
  })

  it('says so when the wallet has no solana:signTransaction, or no account is connected', async () => {
    const none = createSolanaProvider(
      {},
      () => key.account,
      () => chain,
    )
    await expect(none.signAllTransactions([transfer(1)])).rejects.toThrow(
      'The wallet does not support solana:signTransaction.',
    )
    const signTransaction = vi.fn(async () => [])
    const disconnected = createSolanaProvider(
      {
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy'],
          signTransaction,
        },
      },
      (): WalletAccount | undefined => undefined,
      () => chain,
    )
    await expect(disconnected.signAllTransactions([transfer(1)])).rejects.toThrow(
      'No Solana account is connected.',
    )
    expect(signTransaction).not.toHaveBeenCalled()
  })
})
