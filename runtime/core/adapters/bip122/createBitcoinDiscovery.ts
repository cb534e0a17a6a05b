import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../../connectors/Connector.js'
import { sanitizeWalletName } from '../../kernel.js'
import type { DiscoveryPage, WalletDiscovery, WalletDiscoveryOptions } from '../ChainAdapter.js'
import type { BitcoinNaming } from './BitcoinNaming.js'
import { type BitcoinChainReader, esploraChainReader } from './bitcoinChainReader.js'
import { createStandardBitcoinConnector } from './createStandardBitcoinConnector.js'
import { createWbip004Connector } from './createWbip004Connector.js'
import { readWbip004Providers } from './readWbip004Providers.js'

function listsBitcoin(wallet: Wallet): boolean {
  try {
    return (
      Array.isArray(wallet.chains) &&
      wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:'))
    )
  } catch {
    return false
  }
}

function sameList(a: readonly Connector[], b: readonly Connector[]): boolean {
  return a.length === b.length && a.every((connector, index) => connector === b[index])
}

/**
 * Bitcoin browser wallets: the page's WBIP004 providers (`window.btc_providers`, read at each
 * scan and again on the window's `load`), then the Wallet Standard wallets (`@wallet-standard/app`)
 * that list a `bitcoin:` chain and have `bitcoin:connect`, in registration order. Each wallet is
 * listed once: a Wallet Standard wallet named as a WBIP004 one (sanitized names) is left out, the
 * WBIP004 side being the one that sends transfers itself. Connector ids are `wbip004:<id>` and
 * `bitcoinStandard:<name>` (`#2` for a namesake). Both kinds are announced wallets, so
 * `enableEIP6963: false` turns them off. Loaded with `import()` by the Bitcoin adapter, which
 * hands it its `naming`; `chain` is where Wallet Standard wallets' sends read UTXOs (tests only).
 * @example
 * const discovery = createBitcoinDiscovery(window, { enableInjected: true, enableEIP6963: true }, naming)
 * const stop = discovery.scan((connectors) => render(connectors))
 */
export function createBitcoinDiscovery(
  page: DiscoveryPage,
  options: WalletDiscoveryOptions,
  naming: BitcoinNaming,
  chain: BitcoinChainReader = esploraChainReader,
): WalletDiscovery {
  /** WBIP004 connectors by their provider, so a wallet keeps its connector across reads. */
  const wbip004 = new WeakMap<object, Connector>()
  /** Those the page lists at the last read, in its order. */
  let injected: Connector[] = []
  /** Wallet Standard connectors, in registration order. */
  const standard = new Map<Wallet, Connector>()
  let listed: readonly Connector[] = []

  function readInjected(): void {
    injected = readWbip004Providers(page).map((entry) => {
      const known = wbip004.get(entry.provider)
      if (known) return known
      const connector = createWbip004Connector({
        id: `wbip004:${entry.id}`,
        name: entry.name,
        icon: entry.icon,
        provider: entry.provider,
        selectedNetwork: options.selectedNetwork,
        preferredAccountType: options.preferredAccountType,
        naming,
      })
      wbip004.set(entry.provider, connector)
      return connector
    })
  }

  function standardId(name: string): string {
    const taken = new Set([...standard.values()].map((connector) => connector.id))
    let id = `bitcoinStandard:${name}`
    // Two wallets with one name both stay listed; the first keeps the plain id.
    for (let n = 2; taken.has(id); n++) id = `bitcoinStandard:${name}#${n}`
    return id
  }

  /** Whether the list changed since the last call; updates it. */
  function relist(): boolean {
    const names = new Set(injected.map((connector) => connector.name))
    const next = [
      ...injected,
      ...[...standard.values()].filter((connector) => !names.has(connector.name)),
    ]
    if (sameList(next, listed)) return false
    listed = next
    return true
  }

  return {
    current: () => listed,
    scan(onChange) {
      if (options.enableEIP6963 === false) {
        onChange(listed)
        return () => undefined
      }
      const registry = getWallets()
      const found = (wallets: readonly Wallet[]) => {
        for (const wallet of wallets) {
          if (standard.has(wallet) || !listsBitcoin(wallet)) continue
          // The page's object: a getter that throws costs that wallet its place, not the others.
          try {
            const name = sanitizeWalletName(typeof wallet.name === 'string' ? wallet.name : '')
            const connector = createStandardBitcoinConnector(wallet, {
              id: standardId(name),
              selectedNetwork: options.selectedNetwork,
              preferredAccountType: options.preferredAccountType,
              chain,
              naming,
            })
            if (connector) standard.set(wallet, connector)
          } catch {
            // Left out.
          }
        }
      }
      const add = (...wallets: Wallet[]) => {
        found(wallets)
        if (relist()) onChange(listed)
      }
      const remove = (...wallets: Wallet[]) => {
        for (const wallet of wallets) standard.delete(wallet)
        if (relist()) onChange(listed)
      }
      const onLoad = () => {
        readInjected()
        if (relist()) onChange(listed)
      }
      const offRegister = registry.on('register', add)
      const offUnregister = registry.on('unregister', remove)
      page.addEventListener('load', onLoad)
      readInjected()
      found(registry.get())
      relist()
      onChange(listed)
      return () => {
        offRegister()
        offUnregister()
        page.removeEventListener('load', onLoad)
      }
    },
  }
}
