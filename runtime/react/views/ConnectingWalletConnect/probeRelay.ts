import { BaseError, type WalletConnectConnector } from '../../../core/index.js'

/** What a probe found: a URI came (the relay answers), the relay failed, or it was cut short. */
export type RelayProbe = 'reachable' | 'unavailable' | 'stopped'

/**
 * Asks the connector for a pairing URI outside any connection attempt, so the account status
 * (and the page's connect button) stays as it is while the relay is unreachable, and gives the
 * pairing up as soon as a URI shows the relay answers: the caller then pairs for real, on the
 * provider this probe left connected. A `connect()` or `cancelPairing()` meanwhile stops it.
 * @example if ((await probeRelay(connector)) === 'reachable') startPairing()
 */
export async function probeRelay(connector: WalletConnectConnector): Promise<RelayProbe> {
  let reachable = false
  const stop = connector.pairing.subscribe(({ uri }) => {
    if (!uri || reachable) return
    reachable = true
    // Not from inside the store's notification: cancelling clears the URI, a nested update.
    queueMicrotask(() => connector.cancelPairing())
  })
  try {
    await connector.connect()
    return 'reachable'
  } catch (error) {
    if (reachable) return 'reachable'
    const code = error instanceof BaseError ? error.code : undefined
    return code === 'WALLET_CONNECT_UNAVAILABLE' ? 'unavailable' : 'stopped'
  } finally {
    stop()
  }
}
