import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'

/**
 * Whether a switch to `target` must go through SwitchActiveChain (SPEC section 4): it is on
 * another namespace than the active one, nothing is connected (or connecting) there, and a wallet
 * is connected on the active namespace. Switching silently would leave that wallet's app showing a network no
 * wallet is connected on.
 * @example if (needsActiveChainSwitch(appKit, solanaMainnet)) await appKit.open(...)
 */
export function needsActiveChainSwitch(appKit: AppKit, target: CaipNetwork): boolean {
  const { chains, connectors } = appKit.stores
  const { activeNamespace } = chains.getState()
  const namespace = target.chainNamespace
  if (namespace === activeNamespace) return false
  // Connecting there (a stored connection still being restored after a reload): the switch goes
  // ahead, showing that account as connecting, rather than asking for a wallet the user has.
  const { status } = chains.getAccount(namespace)
  if (status === 'connected' || status === 'connecting') return false
  return (
    connectors.getSession(activeNamespace) !== undefined &&
    chains.getAccount(activeNamespace).status === 'connected'
  )
}
