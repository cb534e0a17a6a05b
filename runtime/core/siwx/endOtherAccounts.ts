import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
// Through the public entry, as createSiwxController does (a lazy chunk must not split it out).
import { isSameAccount } from '../kernel.js'
import type { SiwxSessionBackend } from './SiwxSessionBackend.js'

/**
 * Ends the sessions `sessions` keeps for accounts of `namespace` other than `address` (the one its
 * wallet holds now), as a switch from them would have: `siwxSignOut` with 'account-changed' for
 * each one that still held, and the session on screen cleared when it was one of them.
 * @example await endOtherAccounts(appKit, sessions, 'eip155', connectedAddress)
 */
export async function endOtherAccounts(
  appKit: Pick<AppKit, 'stores' | 'events'>,
  sessions: SiwxSessionBackend,
  namespace: ChainNamespace,
  address: string,
): Promise<void> {
  const { stores, events } = appKit
  const ended = await sessions.revokeOthers(namespace, address)
  const shown = stores.siwx.getState().session?.data.accountAddress
  if (shown && ended.some((each) => isSameAccount(each, shown))) {
    stores.siwx.setState({ status: 'signed-out', session: undefined })
  }
  for (const each of ended) {
    events.emit('siwxSignOut', { address: each, reason: 'account-changed' })
  }
}
