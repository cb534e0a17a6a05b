import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { fetchBalance } from './fetchBalance.js'

/**
 * Updates the account's balance in the background: a connection or a network change must not wait
 * for an RPC, and a failed read only leaves the balance empty ('Token Balance Unavailable').
 * @example refreshBalance(appKit, 'eip155')
 */
export function refreshBalance(appKit: AppKit, namespace: ChainNamespace): void {
  fetchBalance(appKit, { namespace }).catch((error: unknown) => {
    appKit.logger.warn('Could not read the balance', error)
  })
}
