import { retryableImport } from '../../../kernel.js'
import type { WalletConnectSessionSide } from '../../ChainAdapter.js'
import type { SolanaProvider } from '../SolanaProvider.js'
import { solanaWalletChain } from '../solanaWalletChain.js'

// The signing code, fetched on the first call (again after a failed fetch: offline).
const importSigning = retryableImport(() => import('./createWalletConnectSolanaProvider.js'))

/**
 * The `SolanaProvider` of a WalletConnect session's Solana accounts (`useAppKitProvider('solana')`
 * gives the same shape whatever the connector), as `solanaAdapter.walletConnect.createProvider`
 * makes it: the account and chain read at once from the session, the signing methods
 * (`createWalletConnectSolanaProvider`, which keeps no state of its own) fetched on first use.
 * @example const provider = createSessionSolanaProvider(sessionSideOf('solana', accounts, { lazy, networks }))
 */
export function createSessionSolanaProvider(session: WalletConnectSessionSide): SolanaProvider {
  const signing = async () => (await importSigning()).createWalletConnectSolanaProvider(session)
  return {
    namespace: 'solana',
    get publicKey() {
      return session.connection()?.address
    },
    get chain() {
      const caipNetworkId = session.connection()?.caipNetworkId
      // `solana:<reference>`: the Wallet Standard name of that cluster, as browser wallets give.
      return solanaWalletChain(caipNetworkId ? { id: caipNetworkId.slice(7) } : undefined)
    },
    signMessage: async (message) => (await signing()).signMessage(message),
    signTransaction: async (transaction) => (await signing()).signTransaction(transaction),
    signAllTransactions: async (transactions) =>
      (await signing()).signAllTransactions(transactions),
    signAndSendTransaction: async (transaction) =>
      (await signing()).signAndSendTransaction(transaction),
  }
}
