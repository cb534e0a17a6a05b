import type { AppKit } from '../../core/kernel.js'

/**
 * Whether the modal offers to switch networks (`enableNetworkSwitch`, on unless the app turns it
 * off). The network button, the account's network chip and the Networks view all ask here, so
 * they turn from buttons into text together; the app's own `switchNetwork` calls are not affected.
 * @example canSwitchNetwork(appKit) ? <button onClick={open}>{name}</button> : <span>{name}</span>
 */
export function canSwitchNetwork(appKit: Pick<AppKit, 'config'>): boolean {
  return appKit.config.enableNetworkSwitch
}
