import { useCallback, useEffect, useRef, useState } from 'react'
import { findInstalledConnector, type RegistryWallet } from '../../../core/kernel.js'
import {
  strings,
  useAdoptedSheet,
  useAppKitInstance,
  useConnectors,
  useRegistry,
} from '../../internal.js'
import { allWalletsCss } from './allWalletsCss.js'
import { RegistryError } from './RegistryError.js'
import { SearchField } from './SearchField.js'
import { SearchResults } from './SearchResults.js'
import { WalletPages } from './WalletPages.js'
import { TileSkeletons } from './WalletTile.js'

/**
 * All Wallets: the wallet registry as a grid, with a search box (debounced 300 ms by the
 * registry) and pages of 40 loaded on scroll. A wallet installed in this browser connects
 * directly (ConnectingExternal); any other pairs through WalletConnect
 * (ConnectingWalletConnect with its id). When the registry fails, it says why and offers a retry.
 * @example <AllWalletsView data={undefined} />
 */
export function AllWalletsView() {
  const appKit = useAppKitInstance()
  const { registry, state, failed, reload } = useRegistry()
  const connectors = useConnectors()
  const rootRef = useRef<HTMLDivElement>(null)
  useAdoptedSheet(rootRef, allWalletsCss)
  const [text, setText] = useState('')
  const isMobile = appKit.isMobile()

  // Text typed before the registry's code arrived is searched once it is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the registry appears
  useEffect(() => {
    if (registry && text.trim() !== '') registry.search(text)
  }, [registry])
  // A search is this view's own: leaving the view ends it.
  useEffect(() => () => registry?.search(''), [registry])

  const installed = useCallback(
    (wallet: RegistryWallet) => findInstalledConnector(wallet, connectors, isMobile),
    [connectors, isMobile],
  )
  const select = useCallback(
    (wallet: RegistryWallet) => {
      const connector = installed(wallet)
      if (connector) {
        appKit.router.push({ view: 'ConnectingExternal', data: { connectorId: connector.id } })
      } else {
        appKit.router.push({ view: 'ConnectingWalletConnect', data: { walletId: wallet.id } })
      }
    },
    [appKit, installed],
  )
  const isInstalled = useCallback((wallet: RegistryWallet) => !!installed(wallet), [installed])

  function content() {
    if (failed) return <RegistryError error={undefined} onRetry={reload} />
    if (!registry || !state || state.status === 'idle' || state.status === 'loading') {
      return (
        <div className="ak-aw-scroll">
          <ul className="ak-aw-grid" aria-label={strings.allWallets.listLabel} aria-busy="true">
            <TileSkeletons count={16} />
          </ul>
          <p className="ak-visually-hidden" role="status">
            {strings.loading}
          </p>
        </div>
      )
    }
    if (text.trim() !== '') {
      const props = { registry, text, isInstalled, onSelect: select }
      return <SearchResults {...props} search={state.search} />
    }
    if (state.status === 'error') {
      return <RegistryError error={state.error} onRetry={() => void registry.retry()} />
    }
    return (
      <WalletPages registry={registry} state={state} isInstalled={isInstalled} onSelect={select} />
    )
  }

  return (
    <div ref={rootRef} className="ak-aw">
      <SearchField
        value={text}
        onChange={(value) => {
          setText(value)
          registry?.search(value)
        }}
      />
      <div className="ak-aw-body">{content()}</div>
    </div>
  )
}
