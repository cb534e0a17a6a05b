import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { raiseAlert } from '../alerts/raiseAlert.js'
import { loadMultiWallet } from '../kernel.js'
import type { WalletConnection } from '../multiWallet/WalletConnection.js'

export type SubscribeConnectionsReturnType = () => void
/** Never thrown: without the feature the info alert is raised and nothing is delivered. */
export type SubscribeConnectionsErrorType = never

/**
 * Delivers the wallet connections of every namespace (multi-wallet), now and on every change:
 * each with its connector, accounts, network, auth name and state (connected, active,
 * disconnected). Needs the multi-wallet feature (`features.multiWallet`, or the project's remote
 * configuration): without it the info alert 'Multi-wallet not enabled' is raised and nothing is
 * delivered (SPEC section 5). Returns the function that stops delivering.
 * @example
 * const stop = subscribeConnections(appKit, (connections) => render(connections))
 */
export function subscribeConnections(
  appKit: AppKit,
  listener: (connections: readonly WalletConnection[]) => void,
): SubscribeConnectionsReturnType {
  if (!appKit.stores.features.getState().multiWallet) {
    raiseAlert(appKit, 'MULTI_WALLET_NOT_ENABLED')
    return () => undefined
  }
  let stop: (() => void) | undefined
  let stopped = false
  loadMultiWallet().then(
    ({ connectionBookOf }) => {
      if (!stopped) stop = connectionBookOf(appKit).subscribe(listener)
    },
    (error: unknown) => appKit.logger.error('Could not load the multi-wallet code', error),
  )
  return () => {
    stopped = true
    stop?.()
  }
}

export interface ConnectionParameters {
  namespace: ChainNamespace
  /** The connection's `connectorId`, as `subscribeConnections` delivers it. */
  connectorId: string
}

/**
 * Makes a known connection the one in use in its namespace (multi-wallet): the account, network
 * and provider follow at once. A wallet that forgot the site asks to connect again.
 * @throws BaseError CONNECTOR_NOT_FOUND when the wallet is not on the page; the errors of
 * `connect` when it had to ask (also without the feature: no connection is recorded then).
 * @example await switchConnection(appKit, { namespace: 'eip155', connectorId })
 */
export async function switchConnection(
  appKit: AppKit,
  { namespace, connectorId }: ConnectionParameters,
): Promise<void> {
  const { connectionBookOf } = await loadMultiWallet()
  await connectionBookOf(appKit).switchTo(namespace, connectorId)
}

/**
 * Ends one connection (multi-wallet) and forgets it; the others stay.
 * @example await disconnectConnection(appKit, { namespace: 'eip155', connectorId })
 */
export async function disconnectConnection(
  appKit: AppKit,
  { namespace, connectorId }: ConnectionParameters,
): Promise<void> {
  const { connectionBookOf } = await loadMultiWallet()
  await connectionBookOf(appKit).disconnectOne(namespace, connectorId)
}
