import type { AppKit } from '../AppKit.js'
import type { Connector } from '../connectors/Connector.js'
import { applyNetwork } from './applyNetwork.js'
import { disconnect } from './disconnect.js'
import { externalAccountType } from './externalAccountType.js'
import { refreshBalance } from './refreshBalance.js'
import { resolveWalletNetwork } from './resolveWalletNetwork.js'
import { showUnsupportedChain } from './showUnsupportedChain.js'

/**
 * Keeps the kit's state true to what the connected wallet reports (SPEC section 4): another
 * account resyncs, no account or a wallet disconnect disconnects, a configured chain becomes the
 * network (balance read again), an unconfigured one becomes the unsupported placeholder and may
 * open UnsupportedChain. Returns the function that stops listening.
 * @example const stop = watchConnection(appKit, connector)
 */
export function watchConnection(appKit: AppKit, connector: Connector): () => void {
  const namespace = connector.chain
  const { chains } = appKit.stores
  const end = () => {
    disconnect(appKit, { namespace, byWallet: true }).catch((error: unknown) => {
      appKit.logger.warn('Could not disconnect', error)
    })
  }
  return connector.subscribe({
    accountsChanged(accounts) {
      const address = accounts[0]
      if (!address) return end()
      const account = chains.getAccount(namespace)
      const same =
        account.address === address &&
        account.allAccounts.length === accounts.length &&
        account.allAccounts.every((entry, index) => entry.address === accounts[index])
      if (same) return
      const network = chains.getNetwork(namespace).caipNetwork
      chains.setAccount(namespace, {
        address,
        caipAddress: `${namespace}:${network?.id ?? 0}:${address}`,
        allAccounts: accounts.map((entry) => ({
          namespace,
          address: entry,
          type: externalAccountType(appKit, namespace, entry, connector),
        })),
        balance: undefined,
        balanceSymbol: undefined,
      })
      if (network && appKit.config.networks.includes(network)) refreshBalance(appKit, namespace)
    },
    chainChanged(chainId) {
      const { network, supported } = resolveWalletNetwork(appKit.config, namespace, chainId)
      applyNetwork(appKit, namespace, network, supported)
      if (!supported) {
        void showUnsupportedChain(appKit)
        return
      }
      refreshBalance(appKit, namespace)
      // The wallet left the unsupported chain by itself: the warning has nothing left to say.
      const { modal } = appKit.getState()
      if (modal.open && appKit.router.getState().current.view === 'UnsupportedChain') {
        void appKit.close()
      }
    },
    disconnect: end,
    ignored(message, value) {
      appKit.logger.warn(`Ignored a wallet event: ${message}`, value)
    },
  })
}
