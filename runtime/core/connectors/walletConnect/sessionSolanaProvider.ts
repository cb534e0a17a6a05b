import type { CaipNetwork } from '../../../../schema/index.js'
import type { SolanaProvider } from '../../adapters/solana/SolanaProvider.js'
import { solanaWalletChain } from '../../adapters/solana/solanaWalletChain.js'
import type { LazyProvider } from './createLazyProvider.js'
import type {
  SolanaSigning,
  WalletConnectSolanaProviderOptions,
} from './createWalletConnectSolanaProvider.js'
import type { SessionAccountMethods } from './sessionAccountMethods.js'

export interface SessionSolanaProviderContext {
  lazy: Pick<LazyProvider, 'get' | 'current'>
  /** The configured networks: a transaction the wallet only signed is sent to its RPC. */
  networks?: readonly CaipNetwork[] | undefined
}

/**
 * The `SolanaProvider` of a WalletConnect session's Solana accounts (`useAppKitProvider('solana')`
 * gives the same shape whatever the connector): the account and chain read at once from the
 * session, the signing code (`createWalletConnectSolanaProvider`) fetched on the first call.
 * @example const provider = sessionSolanaProvider(accounts, { lazy, networks })
 */
export function sessionSolanaProvider(
  accounts: Pick<SessionAccountMethods, 'loaded'>,
  { lazy, networks }: SessionSolanaProviderContext,
): SolanaProvider {
  const session = () => lazy.current()?.session
  const options: WalletConnectSolanaProviderOptions = {
    connection() {
      const current = session()
      const connection = current ? accounts.loaded()?.read(current) : undefined
      const address = connection?.accounts[0]
      return connection && address
        ? { address, caipNetworkId: connection.caipNetworkId }
        : undefined
    },
    request: async (args, chain) => (await lazy.get()).request(args, chain),
    approves: (method) => session()?.namespaces.solana?.methods?.includes(method) ?? false,
    rpcUrl: (caipNetworkId) =>
      networks?.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0],
  }
  let made: Promise<SolanaSigning> | undefined
  const real = () =>
    (made ??= import('./createWalletConnectSolanaProvider.js').then(
      (module) => module.createWalletConnectSolanaProvider(options),
      (error: unknown) => {
        made = undefined // offline: the next call fetches the chunk again
        throw error
      },
    ))
  return {
    namespace: 'solana',
    get publicKey() {
      return options.connection()?.address
    },
    get chain() {
      const caipNetworkId = options.connection()?.caipNetworkId
      // `solana:<reference>`: the Wallet Standard name of that cluster, as browser wallets give.
      return solanaWalletChain(caipNetworkId ? { id: caipNetworkId.slice(7) } : undefined)
    },
    signMessage: async (message) => (await real()).signMessage(message),
    signTransaction: async (transaction) => (await real()).signTransaction(transaction),
    signAllTransactions: async (transactions) => (await real()).signAllTransactions(transactions),
    signAndSendTransaction: async (transaction) =>
      (await real()).signAndSendTransaction(transaction),
  }
}
