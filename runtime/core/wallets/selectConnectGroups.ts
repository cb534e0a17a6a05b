import { type ConnectGroupType, connectGroupTypes } from '../../../schema/grammar/connectOrder.js'
import type { ChainNamespace, NormalizedConfig } from '../../../schema/index.js'
import type { Connector } from '../connectors/Connector.js'
import { createMultiChainConnector } from '../connectors/createMultiChainConnector.js'
import { isBrowserWalletShown } from '../connectors/injected/isBrowserWalletShown.js'
import { sanitizeWalletIcon } from '../connectors/sanitizeWalletIcon.js'
import { sanitizeWalletName } from '../connectors/sanitizeWalletName.js'
import type { RegistryState } from '../registry/Registry.js'
import { recommendedWalletsCount } from '../registry/registryConstants.js'
import { maxRecentWallets, type RecentWallet } from '../storage/storageKeys.js'
import { isSameWallet } from './isSameWallet.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { takeRegistryItems } from './takeRegistryItems.js'
import { walletRdnsSet } from './walletRdnsSet.js'

// The group order is the config schema's own list (schema/grammar): the groups `connectorTypeOrder`
// accepts and its default are exactly the ones laid out here.
export { type ConnectGroupType, connectGroupTypes }

/**
 * One row of a group. `connector` rows connect with `connect(appKit, { connectorId })`; `wallet`
 * rows (recent and custom wallets with no installed connector) are reached through WalletConnect.
 * `name` is sanitized text; `icon` is only for `<img src>`.
 */
export type ConnectItem =
  | { kind: 'connector'; id: string; name: string; icon: string | undefined; connector: Connector }
  | {
      kind: 'wallet'
      id: string
      name: string
      icon: string | undefined
      rdns: string | undefined
      source: 'recent' | 'custom' | 'featured' | 'recommended'
    }

export interface ConnectGroup {
  type: ConnectGroupType
  items: readonly ConnectItem[]
}

export interface SelectConnectGroupsParameters {
  /** `appKit.stores.connectors.getState().connectors`. */
  connectors: readonly Connector[]
  /** `appKit.storage.get(storageKeys.recentWallets) ?? []`. */
  recentWallets: readonly RecentWallet[]
  wallets: Pick<NormalizedConfig['wallets'], 'featured' | 'custom' | 'excludeRdns' | 'excludeNames'>
  /** `config.features.connectorTypeOrder`: listed groups first, the others after, by default. */
  connectorTypeOrder?: readonly ConnectGroupType[] | undefined
  isMobile: boolean
  /**
   * The registry's featured wallets and loaded pages (`registry.store.getState()`), once it has
   * answered: featured fill their group, the first pages give the recommended ones.
   */
  registry?: Pick<RegistryState, 'featured' | 'wallets'> | undefined
  /**
   * The active namespace: a wallet found in several namespaces is listed once (MULTI_CHAIN) and
   * connects this one's side when it serves it. Default: the first side found.
   */
  activeNamespace?: ChainNamespace | undefined
}

/**
 * Browser wallets with one entry per wallet: the sides of a multi-chain wallet (one connector per
 * namespace) become one MULTI_CHAIN connector, at the place of its first side.
 */
function mergeMultiChain(
  connectors: readonly Connector[],
  preferred: ChainNamespace | undefined,
): Connector[] {
  const groups: Connector[][] = []
  for (const connector of connectors) {
    const group = groups.find((members) =>
      members.every((member) => isSameWallet(member, connector)),
    )
    if (group) group.push(connector)
    else groups.push([connector])
  }
  return groups.map((members) =>
    members.length === 1
      ? (members[0] as Connector)
      : createMultiChainConnector(members, preferred ?? (members[0] as Connector).chain),
  )
}

function connectorItem(connector: Connector): ConnectItem {
  const { id, name, icon } = connector
  return { kind: 'connector', id, name, icon, connector }
}

/**
 * The non-empty wallet groups of the Connect view, ordered (SPEC sections 2 and 5): wallets
 * excluded by rdns or by case-insensitive name are hidden; 'Browser Wallet' follows its rule;
 * recent and custom wallets already reachable through an installed connector, or listed earlier,
 * are dropped by rdns and by id (an installed mobile wallet counts as its desktop rdns). Two
 * announced providers with one rdns both stay. Featured wallets (the config's order) and the
 * first 4 recommended registry wallets follow the same rules, once the registry has answered.
 * @example
 * const groups = selectConnectGroups({
 *   connectors: appKit.stores.connectors.getState().connectors,
 *   recentWallets: appKit.storage.get(storageKeys.recentWallets) ?? [],
 *   wallets: appKit.config.wallets,
 *   connectorTypeOrder: appKit.config.features.connectorTypeOrder,
 *   isMobile: appKit.isMobile(),
 * })
 */
export function selectConnectGroups(parameters: SelectConnectGroupsParameters): ConnectGroup[] {
  const { connectors, wallets, isMobile } = parameters
  const shown = connectors.filter((connector) => !isWalletExcluded(connector, wallets))
  const announcedProviders = new Set(
    shown.filter((c) => c.type === 'ANNOUNCED').map((c) => c.getProvider()),
  )
  const injected = shown.filter((connector) => {
    if (connector.type === 'ANNOUNCED' || connector.type === 'MULTI_CHAIN') return true
    if (connector.type !== 'INJECTED') return false
    // The same provider object already listed under its own announced name is not listed twice.
    if (announcedProviders.has(connector.getProvider())) return false
    if (connector.name !== 'Browser Wallet') return true
    // An INJECTED connector exists only while `window.ethereum` does: it is the installed provider.
    return isBrowserWalletShown({ isMobile, rdns: connector.rdns, installed: true })
  })
  const installed = connectors.filter((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
  const takenRdns = walletRdnsSet(installed, isMobile)
  const takenIds = new Set(installed.map((connector) => connector.id))

  const recent: ConnectItem[] = []
  for (const wallet of parameters.recentWallets.slice(0, maxRecentWallets)) {
    const name = sanitizeWalletName(wallet.name)
    if (!name || takenIds.has(wallet.id) || (wallet.rdns && takenRdns.has(wallet.rdns))) continue
    if (isWalletExcluded({ name, rdns: wallet.rdns }, wallets)) continue
    const { id, rdns } = wallet
    recent.push({ kind: 'wallet', id, name, icon: undefined, rdns, source: 'recent' })
  }
  // Later groups skip every recent wallet, listed here or already listed as installed.
  for (const { id, rdns } of parameters.recentWallets.slice(0, maxRecentWallets)) {
    takenIds.add(id)
    if (rdns) takenRdns.add(rdns)
  }

  const taken = { ids: takenIds, rdns: takenRdns }
  const featured = takeRegistryItems(
    parameters.registry?.featured ?? [],
    taken,
    'featured',
    wallets,
  )

  const custom: ConnectItem[] = []
  for (const wallet of wallets.custom) {
    const name = sanitizeWalletName(wallet.name)
    if (!name || takenIds.has(wallet.id) || (wallet.rdns && takenRdns.has(wallet.rdns))) continue
    if (isWalletExcluded({ name, rdns: wallet.rdns }, wallets)) continue
    const { id, rdns } = wallet
    const icon = sanitizeWalletIcon(wallet.image_url)
    custom.push({ kind: 'wallet', id, name, icon, rdns, source: 'custom' })
    takenIds.add(id)
    if (rdns) takenRdns.add(rdns)
  }

  const items: Record<ConnectGroupType, readonly ConnectItem[]> = {
    walletConnect: shown.filter((c) => c.type === 'WALLET_CONNECT').map(connectorItem),
    recent,
    injected: mergeMultiChain(injected, parameters.activeNamespace).map(connectorItem),
    featured,
    custom,
    external: shown.filter((c) => c.type === 'EXTERNAL').map(connectorItem),
    recommended: takeRegistryItems(
      parameters.registry?.wallets ?? [],
      taken,
      'recommended',
      wallets,
      recommendedWalletsCount,
    ),
  }
  const preferred = parameters.connectorTypeOrder ?? []
  const order = [...new Set([...preferred, ...connectGroupTypes])]
  return order
    .map((type) => ({ type, items: items[type] }))
    .filter((group) => group.items.length > 0)
}
