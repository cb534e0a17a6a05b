import { Fragment, useEffect } from 'react'
import type { ConnectItem } from '../../../core/kernel.js'
import { afterNextPaint, strings, useAppKitInstance } from '../../internal.js'
import { Spinner } from '../../ui/Spinner.js'
import { useRegistry } from '../AllWallets/useRegistry.js'
import { useRegistryParts } from '../AllWallets/useRegistryParts.js'
import { LazyEmailField, useEmailOffered } from '../EmailLogin/LazyEmailField.js'
import { LazyConnectingExternalView } from '../lazyViews.js'
import { LegalNotice } from './LegalNotice.js'
import { useConnectGroups } from './useConnectGroups.js'
import { useRecentItem } from './useRecentItem.js'
import { WalletItem } from './WalletItem.js'

/**
 * Connect: the email field (when email login is on and the app has EVM networks) and the wallets
 * to connect with, in the engine's group order (installed and announced wallets, recent ones,
 * custom ones...), as one list. SPEC section 2's method order: email first, unless a browser
 * wallet is installed; the app's `connectMethodsOrder` wins. A browser wallet opens
 * ConnectingExternal; wallets reached through WalletConnect open its pairing view.
 * @example <ConnectView data={undefined} />
 */
export function ConnectView() {
  const appKit = useAppKitInstance()
  // Follows the project's remote configuration: email can turn on or off after the first paint.
  const offersEmail = useEmailOffered()
  const registry = useRegistry({ enabled: appKit.config.wallets.enableWalletConnect })
  const parts = useRegistryParts(appKit.config.wallets.enableWalletConnect)
  const groups = useConnectGroups(registry.state)
  const isRecent = useRecentItem()
  // Until the registry answers, an empty list may only mean "not loaded yet".
  const pending = !registry.state || ['idle', 'loading'].includes(registry.state.status)
  const waiting = appKit.config.wallets.enableWalletConnect && !registry.failed && pending
  // The view a browser wallet opens, fetched once this one has painted: there before the click.
  useEffect(() => afterNextPaint(LazyConnectingExternalView.preload), [])

  function select(item: ConnectItem) {
    if (item.kind === 'wallet') {
      appKit.router.push({ view: 'ConnectingWalletConnect', data: { walletId: item.id } })
    } else if (item.connector.type === 'WALLET_CONNECT') {
      appKit.router.push({ view: 'ConnectingWalletConnect' })
    } else {
      appKit.router.push({ view: 'ConnectingExternal', data: { connectorId: item.id } })
    }
  }

  const { features } = appKit.config
  // In a slot of fixed height: the list does not move when the field's chunk arrives.
  const email = offersEmail ? (
    <div key="email" className="ak-email-slot">
      <LazyEmailField data={undefined} />
    </div>
  ) : null
  // A method the app's order leaves out goes last.
  const rank = (method: 'email' | 'wallet') =>
    (features.connectMethodsOrder?.indexOf(method) ?? -1) >>> 0
  const walletsFirst = features.connectMethodsOrder
    ? rank('wallet') < rank('email')
    : groups.some((group) => group.type === 'injected' && group.items.length > 0)

  const wallets = (
    <Fragment key="wallets">
      {groups.length === 0 && waiting ? (
        <Spinner />
      ) : groups.length === 0 ? (
        <div className="ak-status">
          <p className="ak-status-title">{strings.connectView.empty}</p>
          <p className="ak-status-text">{strings.connectView.emptyHint}</p>
        </div>
      ) : (
        <ul className="ak-list" aria-label={strings.connectView.walletsLabel}>
          {groups.flatMap((group) =>
            group.items.map((item) => (
              <WalletItem
                key={`${group.type}:${item.id}`}
                item={item}
                group={group.type}
                recent={isRecent(item)}
                onSelect={select}
              />
            )),
          )}
          {parts ? <parts.AllWalletsItem state={registry.state} /> : null}
        </ul>
      )}
      {parts ? (
        <parts.RegistryNotice registry={registry} />
      ) : registry.failed ? (
        <p className="ak-note" role="status">
          {strings.allWallets.failed}
        </p>
      ) : null}
    </Fragment>
  )

  return (
    <>
      {/* Keyed siblings: when a wallet announces itself and the order flips, React moves the
          email field instead of remounting it, so what the visitor typed stays. */}
      {walletsFirst ? [wallets, email] : [email, wallets]}
      <LegalNotice
        terms={appKit.config.termsConditionsUrl}
        privacy={appKit.config.privacyPolicyUrl}
      />
    </>
  )
}
