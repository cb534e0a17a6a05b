import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../../connectors/Connector.js'
import { sanitizeWalletName } from '../../kernel.js'
import type { DiscoveryPage, WalletDiscovery, WalletDiscoveryOptions } from '../ChainAdapter.js'
import { createWalletStandardConnector } from './createWalletStandardConnector.js'
import type { SolanaNaming } from './SolanaNaming.js'

function listsSolana(wallet: Wallet): boolean {
  try {
    return (
      Array.isArray(wallet.chains) &&
      wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    )
  } catch {
    return false
  }
}

/**
 * Solana browser wallets: the page's Wallet Standard wallets (`@wallet-standard/app`, which talks
 * to the page's global `window`) that list a `solana:` chain and have `standard:connect` and a
 * Solana feature, in registration order; a wallet that unregisters leaves the list. Wallets are
 * announced wallets here, so `enableEIP6963: false` turns them off as it does EIP-6963 ones.
 * Loaded with `import()` by the Solana adapter, which hands it its `naming`.
 * @example
 * const discovery = createSolanaDiscovery(window, { enableInjected: true, enableEIP6963: true }, naming)
 * const stop = discovery.scan((connectors) => render(connectors))
 */
export function createSolanaDiscovery(
  _page: DiscoveryPage,
  options: WalletDiscoveryOptions,
  naming: SolanaNaming,
): WalletDiscovery {
  const found = new Map<Wallet, Connector>()
  const current = () => [...found.values()]

  function idFor(name: string): string {
    const taken = new Set(current().map((connector) => connector.id))
    let id = `walletStandard:${name}`
    // Two wallets with one name both stay listed; the first keeps the plain id.
    for (let n = 2; taken.has(id); n++) id = `walletStandard:${name}#${n}`
    return id
  }

  return {
    current,
    scan(onChange) {
      if (!options.enableEIP6963) {
        onChange(current())
        return () => undefined
      }
      const registry = getWallets()
      const add = (...wallets: Wallet[]) => {
        let changed = false
        for (const wallet of wallets) {
          if (found.has(wallet) || !listsSolana(wallet)) continue
          // The page's object: a getter that throws costs that wallet its place, not the others.
          let connector: Connector | undefined
          try {
            const name = typeof wallet.name === 'string' ? wallet.name : ''
            connector = createWalletStandardConnector(wallet, {
              id: idFor(sanitizeWalletName(name)),
              selectedNetwork: options.selectedNetwork,
              naming,
            })
          } catch {
            continue
          }
          if (!connector) continue
          found.set(wallet, connector)
          changed = true
        }
        if (changed) onChange(current())
      }
      const remove = (...wallets: Wallet[]) => {
        if (wallets.filter((wallet) => found.delete(wallet)).length > 0) onChange(current())
      }
      const offRegister = registry.on('register', add)
      const offUnregister = registry.on('unregister', remove)
      add(...registry.get())
      onChange(current())
      return () => {
        offRegister()
        offUnregister()
      }
    },
  }
}
