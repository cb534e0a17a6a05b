import type { CaipNetwork, CaipNetworkId } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { raiseAlert } from '../alerts/raiseAlert.js'
import type { BaseError } from '../errors/BaseError.js'
import type { ProviderRpcError } from '../errors/ProviderRpcError.js'
import type { RequestPendingError } from '../errors/RequestPendingError.js'
import { SwitchNetworkNotFoundError } from '../errors/SwitchNetworkNotFoundError.js'
import { toBaseError } from '../errors/toBaseError.js'
import type { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { storageKeys } from '../storage/storageKeys.js'
import { applyNetwork } from './applyNetwork.js'
import { needsActiveChainSwitch } from './needsActiveChainSwitch.js'
import { refreshBalance } from './refreshBalance.js'

export interface SwitchNetworkParameters {
  caipNetworkId: CaipNetworkId
  /**
   * Select the network for a connection the user is about to make on its namespace, without
   * SwitchActiveChain (which is where this choice is made); wallets connected elsewhere stay.
   */
  forConnection?: boolean
}
export type SwitchNetworkReturnType = undefined
/**
 * SWITCH_NETWORK_NOT_FOUND for an id the config does not list; with a wallet connected also
 * `UserRejectedRequestError` (declined in the wallet), `RequestPendingError`, another
 * `ProviderRpcError`, or a `BaseError` SWITCH_CHAIN_TIMEOUT (the wallet never reported the chain).
 */
export type SwitchNetworkErrorType =
  | SwitchNetworkNotFoundError
  | UserRejectedRequestError
  | RequestPendingError
  | ProviderRpcError
  | BaseError

/** Whether the SwitchNetwork view for `network` is the one on screen. */
function showsSwitchTo(appKit: AppKit, network: CaipNetwork): boolean {
  const { current } = appKit.router.getState()
  return current.view === 'SwitchNetwork' && current.data.network === network
}

/**
 * After a switch from the network list, back to where the list was opened from; otherwise (a
 * switch from UnsupportedChain, or a list the modal opened on) the modal closes.
 */
async function leaveSwitchView(appKit: AppKit): Promise<void> {
  const { history } = appKit.router.getState()
  const networks = history.findLastIndex((route) => route.view === 'Networks')
  if (networks < 1) return appKit.close()
  for (let depth = history.length; depth > networks; depth--) appKit.router.goBack()
}

/**
 * Selects a configured network (SPEC section 4): nothing happens when it is already active; an id
 * that is not configured raises SWITCH_NETWORK_NOT_FOUND. Without a connected wallet this selects
 * the network the next connection starts on. With one, the wallet is asked to switch while an open
 * modal shows SwitchNetwork; on success the network (and balance) follow and the modal goes back
 * to where the switch started, on failure it returns to the previous view and the error is thrown.
 * A network of another namespace, with a wallet connected on the active one and none on the
 * target's, changes nothing: the modal opens on SwitchActiveChain, where the user picks a wallet
 * for that namespace (its choice then switches with `forConnection`). `enableNetworkSwitch: false`
 * does not stop it: that option keeps the modal from offering a switch, and the app calling this
 * asked for one.
 * @example await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
 */
export async function switchNetwork(
  appKit: AppKit,
  { caipNetworkId, forConnection = false }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const target = appKit.config.networks.find((network) => network.caipNetworkId === caipNetworkId)
  if (!target) {
    // SPEC section 8 opens it as an error alert too: the visitor sees why nothing switched.
    raiseAlert(appKit, 'SWITCH_NETWORK_NOT_FOUND')
    throw new SwitchNetworkNotFoundError({
      caipNetworkId,
      configured: appKit.config.networks.map((network) => network.caipNetworkId),
    })
  }
  const { chains, connectors, modal } = appKit.stores
  const namespace = target.chainNamespace
  const current = chains.getNetwork(namespace).caipNetwork?.caipNetworkId
  const session = connectors.getSession(namespace)
  const connected = session && chains.getAccount(namespace).status === 'connected'
  if (current === caipNetworkId && chains.getState().activeNamespace === namespace) return
  if (!forConnection && needsActiveChainSwitch(appKit, target)) {
    // The wallet connected here cannot follow: the user picks a wallet for the new namespace first.
    const route = {
      view: 'SwitchActiveChain',
      data: { namespace, navigateTo: 'Connect', replace: false, network: target },
    } as const
    if (modal.getState().open) appKit.router.push(route)
    else await appKit.open(route)
    return
  }

  if (connected && current !== caipNetworkId) {
    const shown = modal.getState().open
    if (shown) appKit.router.push({ view: 'SwitchNetwork', data: { network: target } })
    try {
      await session.connector.switchChain(target)
    } catch (cause) {
      if (shown && showsSwitchTo(appKit, target)) appKit.router.goBack()
      throw toBaseError(cause)
    }
    applyNetwork(appKit, namespace, target, true, true)
    refreshBalance(appKit, namespace)
    if (shown && showsSwitchTo(appKit, target)) await leaveSwitchView(appKit)
  } else {
    applyNetwork(appKit, namespace, target, true, true)
  }
  chains.setActiveNamespace(namespace)
  appKit.storage.set(storageKeys.activeCaipNetworkId, caipNetworkId)
  appKit.storage.set(storageKeys.activeNamespace, namespace)
}
