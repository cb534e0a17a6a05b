import { retryableImport } from '../../../kernel.js'
import type { WalletConnectSessionSide } from '../../ChainAdapter.js'
import type { BitcoinNaming } from '../BitcoinNaming.js'
import type { BitcoinProvider } from '../BitcoinProvider.js'

// The request code, fetched on the first call (again after a failed fetch: offline).
const importRequests = retryableImport(() => import('./createWalletConnectBitcoinProvider.js'))

/**
 * The `BitcoinProvider` of a WalletConnect session's bip122 accounts (`useAppKitProvider('bip122')`
 * gives the same shape whatever the connector), as `bitcoinAdapter.walletConnect.createProvider`
 * makes it: made at once, its requests (`createWalletConnectBitcoinProvider`, which reads the
 * session's account and chain at each call) fetched on first use.
 * @example const provider = createSessionBitcoinProvider(sessionSide, { isAddress: isBitcoinAddress })
 */
export function createSessionBitcoinProvider(
  session: WalletConnectSessionSide,
  naming: BitcoinNaming,
): BitcoinProvider {
  const requests = async () =>
    (await importRequests()).createWalletConnectBitcoinProvider(session, naming)
  return {
    getAccountAddresses: async () => (await requests()).getAccountAddresses(),
    signMessage: async (parameters) => (await requests()).signMessage(parameters),
    sendTransfer: async (parameters) => (await requests()).sendTransfer(parameters),
    signPsbt: async (parameters) => (await requests()).signPsbt(parameters),
  }
}
