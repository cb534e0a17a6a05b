import { Fragment, useEffect } from 'react'
import type { ConnectMethod } from '../../../../schema/grammar/connectOrder.js'
import type { ConnectItem } from '../../../core/kernel.js'
import { afterNextPaint, strings, useAppKitInstance } from '../../internal.js'
import { Spinner } from '../../ui/Spinner.js'
import { useRegistry } from '../AllWallets/useRegistry.js'
import { useRegistryParts } from '../AllWallets/useRegistryParts.js'
import { LazyEmailField, useEmailOffered } from '../EmailLogin/LazyEmailField.js'
import { LazyConnectingExternalView } from '../lazyViews.js'
import { SocialSlot } from '../Social/SocialSlot.js'
import { useOfferedSocials } from '../Social/socialsOffered.js'
import { LegalNotice } from './LegalNotice.js'
import { useConnectGroups } from './useConnectGroups.js'
import { useRecentItem } from './useRecentItem.js'
import { WalletItem } from './WalletItem.js'

/** SPEC section 2's method orders when the app sets none. */
const emailFirst: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const walletFirst: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/**
 * Connect: the email field (when email login is on and the app has EVM networks), the social
 * logins' row (`features.socials`, same conditions) and the wallets to connect with, in the
 * engine's group order (installed and announced wallets, recent ones, custom ones...), as one
 * list. SPEC section 2's method order: email, social, wallet, unless a browser wallet is
 * installed (wallet, email, social); the app's `connectMethodsOrder` wins, a method it leaves out
 * going last. A browser wallet opens ConnectingExternal; wallets reached through WalletConnect
 * open its pairing view.
 * @example <ConnectView data={undefined} />
 */
export function ConnectView() {
  const appKit = useAppKitInstance()
  // Follows the project's remote configuration: email can turn on or off after the first paint.
  const offersEmail = useEmailOffered()
  const socials = useOfferedSocials()
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
  // Its own fixed slot too, so that neither moves when the other's chunk arrives.
  const social = socials.length > 0 ? <SocialSlot key="social" providers={socials} /> : null
  const order =
    features.connectMethodsOrder ??
    (groups.some((group) => group.type === 'injected' && group.items.length > 0)
      ? walletFirst
      : emailFirst)
  // A method the app's order leaves out goes last (-1 >>> 0 is the largest index).
  const rank = (method: ConnectMethod) => order.indexOf(method) >>> 0
  const methods = [...emailFirst].sort((a, b) => rank(a) - rank(b))

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
      {methods.map((method) => ({ email, social, wallet: wallets })[method])}
      <LegalNotice
        terms={appKit.config.termsConditionsUrl}
        privacy={appKit.config.privacyPolicyUrl}
      />
    </>
  )
}
