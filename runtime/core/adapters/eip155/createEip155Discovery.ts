import type { Connector } from '../../connectors/Connector.js'
import { watchAnnouncedWallets } from '../../connectors/eip6963/watchAnnouncedWallets.js'
import {
  createInjectedConnector,
  readInjectedProvider,
} from '../../connectors/injected/createInjectedConnector.js'
import type { DiscoveryPage, WalletDiscovery, WalletDiscoveryOptions } from '../ChainAdapter.js'

/**
 * EVM browser wallets: EIP-6963 announcements in arrival order, then 'Browser Wallet' over
 * `window.ethereum`. Each scan asks the wallets again, so one that loaded late shows up the next
 * time the list is watched; a wallet keeps its connector across scans.
 * @example
 * const discovery = createEip155Discovery(window, { enableInjected: true, enableEIP6963: true })
 * const stop = discovery.scan((connectors) => render(connectors))
 */
export function createEip155Discovery(
  page: DiscoveryPage,
  options: WalletDiscoveryOptions,
): WalletDiscovery {
  let announced: readonly Connector[] = []
  let injected: Connector | undefined
  const current = () => [...announced, ...(injected ? [injected] : [])]

  return {
    current,
    scan(onChange) {
      if (options.enableInjected) {
        const provider = readInjectedProvider(page)
        if (provider !== injected?.getProvider()) injected = createInjectedConnector(page)
      }
      onChange(current())
      if (!options.enableEIP6963) return () => undefined
      return watchAnnouncedWallets(page, (found) => {
        const fresh = found.filter((connector) => !announced.some((c) => c.id === connector.id))
        if (fresh.length === 0) return
        announced = [...announced, ...fresh]
        onChange(current())
      })
    },
  }
}
