import type { AppKit } from '../AppKit.js'

/**
 * Opens the UnsupportedChain view for a wallet on a chain the config does not list, unless network
 * switching is off or unsupported chains are allowed (SPEC section 4). Returns whether it did.
 * @example if (!supported) await showUnsupportedChain(appKit)
 */
export async function showUnsupportedChain(appKit: AppKit): Promise<boolean> {
  const { enableNetworkSwitch, allowUnsupportedChain } = appKit.config
  if (!enableNetworkSwitch || allowUnsupportedChain) return false
  await appKit.open({ view: 'UnsupportedChain' })
  return true
}
