import { Keypair } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaSigning } from '../../../../sandbox/devWallet/createSolanaSigning.js'
import type { SignedEntry } from '../../../../sandbox/devWallet/DevWalletOptions.js'
import { ProviderRpcError } from '../../../../sandbox/devWallet/ProviderRpcError.js'
import { solanaKey } from '../../../../sandbox/devWallet/solanaKey.js'
import {
  ProviderRpcError as KitProviderRpcError,
  RequestPendingError,
  UnknownError,
  UserRejectedRequestError,
} from '../../kernel.js'
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

  it("fails with RPC_INTERNAL_ERROR when the wallet's answer does not hold one transaction per input", async () => {
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
    const error = await provider.signAllTransactions([transfer(1), transfer(2)]).catch((e) => e)
    expect(error).toBeInstanceOf(KitProviderRpcError)
    expect(error).toMatchObject({ code: 'RPC_INTERNAL_ERROR', rpcCode: -32603 })
    expect(error.message).toContain('The wallet returned 1 transactions for 2.')
  })

  it('fails with UNSUPPORTED_METHOD without solana:signTransaction, UNAUTHORIZED without an account', async () => {
    const none = createSolanaProvider(
      {},
      () => key.account,
      () => chain,
    )
    const unsupported = await none.signAllTransactions([transfer(1)]).catch((e) => e)
    expect(unsupported).toBeInstanceOf(KitProviderRpcError)
    expect(unsupported).toMatchObject({ code: 'UNSUPPORTED_METHOD', rpcCode: 4200 })
    expect(unsupported.message).toContain('The wallet does not support solana:signTransaction.')
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
    const noAccount = await disconnected.signAllTransactions([transfer(1)]).catch((e) => e)
    expect(noAccount).toBeInstanceOf(KitProviderRpcError)
    expect(noAccount).toMatchObject({ code: 'UNAUTHORIZED', rpcCode: 4100 })
    expect(noAccount.message).toContain('No Solana account is connected.')
    expect(signTransaction).not.toHaveBeenCalled()
  })
})

describe("createSolanaProvider: the wallet's own errors", () => {
  /** A provider over a wallet whose solana:signMessage throws `thrown`. */
  function failingWith(thrown: unknown) {
    const features: StandardFeatures = {
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async () => {
          throw thrown
        },
      },
    }
    return createSolanaProvider(
      features,
      () => key.account,
      () => chain,
    )
  }
  const message = new TextEncoder().encode('hello')

  it('turns a "no" in words into UserRejectedRequestError (4001), the wallet error as cause', async () => {
    const declined = new Error('User declined the request')
    const error = await failingWith(declined)
      .signMessage(message)
      .catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001, cause: declined })
  })

  it('names a wallet error with an EIP-1193 number by that number', async () => {
    const pending = { code: -32002, message: 'Already processing' }
    const error = await failingWith(pending)
      .signMessage(message)
      .catch((e) => e)
    expect(error).toBeInstanceOf(RequestPendingError)
    expect(error.cause).toBe(pending)
  })

  it('wraps any other wallet error as UNKNOWN_ERROR, keeping it as cause and its message', async () => {
    const broke = new TypeError('Insufficient funds for fee')
    const error = await failingWith(broke)
      .signMessage(message)
      .catch((e) => e)
    expect(error).toBeInstanceOf(UnknownError)
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', details: 'Insufficient funds for fee' })
    expect(error.cause).toBe(broke)
  })
})
