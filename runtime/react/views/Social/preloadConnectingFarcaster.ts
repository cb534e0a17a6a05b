/**
 * Starts fetching ConnectingFarcaster's chunk (its QR encoder) when the pointer or focus reaches
 * the Farcaster button. The same module `LazyConnectingFarcasterView` imports: the browser fetches
 * it once.
 * @example <button onPointerEnter={preloadConnectingFarcaster} />
 */
export function preloadConnectingFarcaster(): void {
  import('./ConnectingFarcasterView.js').catch(() => undefined)
}
