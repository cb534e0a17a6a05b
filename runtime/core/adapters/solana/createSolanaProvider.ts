import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaProvider, SolanaTransactionInput } from './SolanaProvider.js'
import type { StandardFeatures } from './standardFeatures.js'
import { toWalletRejection } from './toWalletRejection.js'

function toBytes(transaction: SolanaTransactionInput): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  // Unsigned: the wallet adds the account's signature.
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** Looks up a feature's method, or fails the way a wallet without it would be reported. */
function method<Name extends keyof StandardFeatures>(
  features: StandardFeatures,
  name: Name,
): NonNullable<StandardFeatures[Name]> {
  const feature = features[name]
  if (!feature) throw new Error(`The wallet does not support ${name}.`)
  return feature as NonNullable<StandardFeatures[Name]>
}

/** A wallet's rejection, with the EIP-1193 code apps already handle. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletRejection(error)
  }
}

/**
 * The app-facing provider of a Wallet Standard Solana wallet (`SolanaProvider`): each call goes to
 * the wallet's feature for the account and chain the kit is on at that moment.
 * @example createSolanaProvider(features, () => account, () => 'solana:mainnet')
 */
export function createSolanaProvider(
  features: StandardFeatures,
  account: () => WalletAccount | undefined,
  chain: () => string,
): SolanaProvider {
  function connected(): WalletAccount {
    const current = account()
    if (!current) throw new Error('No Solana account is connected.')
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
        if (!output) throw new Error('The wallet returned no signature.')
        return output.signature
      }),
    signTransaction: (transaction) =>
      call(async () => {
        const [output] = await method(features, 'solana:signTransaction').signTransaction({
          account: connected(),
          transaction: toBytes(transaction),
          chain: chain() as `${string}:${string}`,
        })
        if (!output) throw new Error('The wallet returned no transaction.')
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
          throw new Error(
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
        if (!output) throw new Error('The wallet returned no signature.')
        return output.signature
      }),
  }
}
