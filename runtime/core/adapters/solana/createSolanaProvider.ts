import type { WalletAccount } from '@wallet-standard/base'
import { BaseError, ProviderRpcError, toBaseError } from '../../kernel.js'
import type { SolanaProvider, SolanaTransactionInput } from './SolanaProvider.js'
import type { StandardFeatures } from './standardFeatures.js'
import { toWalletRejection } from './toWalletRejection.js'

function toBytes(transaction: SolanaTransactionInput): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  // Unsigned: the wallet adds the account's signature.
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

// The kit's errors for what the Wallet Standard leaves without a code, by the EIP-1193 number a
// WalletConnect session's Solana provider uses for the same: a missing feature (4200), no account
// (4100), an answer that is not what the feature defines (-32603).
function walletError(rpcCode: 4200 | 4100 | -32603, reason: string): ProviderRpcError {
  return new ProviderRpcError(new Error(reason), { rpcCode })
}

/** Looks up a feature's method, or fails as UNSUPPORTED_METHOD (4200). */
function method<Name extends keyof StandardFeatures>(
  features: StandardFeatures,
  name: Name,
): NonNullable<StandardFeatures[Name]> {
  const feature = features[name]
  if (!feature) throw walletError(4200, `The wallet does not support ${name}.`)
  return feature as NonNullable<StandardFeatures[Name]>
}

/**
 * Runs a wallet call; whatever it throws comes out as a kit error: the kit's own as they are, the
 * wallet's "no" as `UserRejectedRequestError` (4001), its other errors wrapped with `cause`.
 */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw error instanceof BaseError ? error : toBaseError(toWalletRejection(error))
  }
}

/**
 * The app-facing provider of a Wallet Standard Solana wallet (`SolanaProvider`): each call goes to
 * the wallet's feature for the account and chain the kit is on at that moment, and rejects with a
 * kit error (`BaseError`): USER_REJECTED_REQUEST when the user says no, UNSUPPORTED_METHOD for a
 * feature the wallet lacks, UNAUTHORIZED with no account, RPC_INTERNAL_ERROR for an answer
 * without the signature or transaction asked for, the wallet's own error wrapped otherwise.
 * @example createSolanaProvider(features, () => account, () => 'solana:mainnet')
 */
export function createSolanaProvider(
  features: StandardFeatures,
  account: () => WalletAccount | undefined,
  chain: () => string,
): SolanaProvider {
  function connected(): WalletAccount {
    const current = account()
    if (!current) throw walletError(4100, 'No Solana account is connected.')
    return current
  }
  return {
    namespace: 'solana',
    get publicKey() {
      return account()?.address
    },
    get chain() {
      return chain()
    },
    signMessage: (message) =>
      call(async () => {
        const [output] = await method(features, 'solana:signMessage').signMessage({
          account: connected(),
          message,
        })
        if (!output) throw walletError(-32603, 'The wallet returned no signature.')
        return output.signature
      }),
    signTransaction: (transaction) =>
      call(async () => {
        const [output] = await method(features, 'solana:signTransaction').signTransaction({
          account: connected(),
          transaction: toBytes(transaction),
          chain: chain() as `${string}:${string}`,
        })
        if (!output) throw walletError(-32603, 'The wallet returned no transaction.')
        return output.signedTransaction
      }),
    // Wallet Standard signs several transactions in one call (one prompt): one input each.
    signAllTransactions: (transactions) =>
      call(async () => {
        const current = connected()
        if (transactions.length === 0) return []
        const outputs = await method(features, 'solana:signTransaction').signTransaction(
          ...transactions.map((transaction) => ({
            account: current,
            transaction: toBytes(transaction),
            chain: chain() as `${string}:${string}`,
          })),
        )
        if (outputs.length !== transactions.length) {
          throw walletError(
            -32603,
            `The wallet returned ${outputs.length} transactions for ${transactions.length}.`,
          )
        }
        return outputs.map((output) => output.signedTransaction)
      }),
    signAndSendTransaction: (transaction) =>
      call(async () => {
        const feature = method(features, 'solana:signAndSendTransaction')
        const [output] = await feature.signAndSendTransaction({
          account: connected(),
          transaction: toBytes(transaction),
          chain: chain() as `${string}:${string}`,
        })
        if (!output) throw walletError(-32603, 'The wallet returned no signature.')
        return output.signature
      }),
  }
}
