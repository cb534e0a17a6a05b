import type { Connector } from '../connectors/Connector.js'
import { walletRdnsSet } from '../wallets/walletRdnsSet.js'
import type { RegistryWallet } from './RegistryWallet.js'

/**
 * The installed browser wallet (announced or injected) that is this registry wallet, matched by
 * rdns (on mobile an installed `io.metamask.mobile` is `io.metamask` too, SPEC section 5). All
 * Wallets connects such a wallet directly instead of through WalletConnect.
 * @example
 * const connector = findInstalledConnector(wallet, connectors, appKit.isMobile())
 * if (connector) router.push({ view: 'ConnectingExternal', data: { connectorId: connector.id } })
 */
export function findInstalledConnector(
  wallet: Pick<RegistryWallet, 'rdns'>,
  connectors: readonly Connector[],
  isMobile: boolean,
): Connector | undefined {
  const { rdns } = wallet
  if (!rdns) return undefined
  return connectors.find(
    (connector) =>
      (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') &&
      walletRdnsSet([connector], isMobile).has(rdns),
  )
}
