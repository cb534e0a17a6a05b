export interface IsBrowserWalletShownParameters {
  isMobile: boolean
  /** The connector's rdns; the generic `window.ethereum` connector has none. */
  rdns?: string | undefined
  /** Whether an injected provider (`window.ethereum`) is present. */
  installed: boolean
}

/**
 * SPEC section 5: "'Browser Wallet' is hidden on desktop, or on mobile with no rdns and no
 * installed provider."
 *
 * Our reading, implemented literally: two independent hiding conditions.
 * - Desktop: always hidden. Desktop extensions announce themselves over EIP-6963, so a generic
 *   entry for `window.ethereum` would list one of them twice, under a name that hides which one.
 * - Mobile: hidden only when there is neither an rdns nor an installed provider. A wallet's in-app
 *   browser injects `window.ethereum` without always announcing, and there the generic entry is
 *   the only way to reach it.
 * @example
 * isBrowserWalletShown({ isMobile: false, installed: true }) // false
 * isBrowserWalletShown({ isMobile: true, installed: true }) // true
 */
export function isBrowserWalletShown(parameters: IsBrowserWalletShownParameters): boolean {
  if (!parameters.isMobile) return false
  return Boolean(parameters.rdns) || parameters.installed
}
