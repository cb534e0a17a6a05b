import type { AppKit } from '../AppKit.js'

// Per instance, so destroying one kit stops its ranking and no other's.
const rankings = new WeakMap<AppKit, AbortController>()

/**
 * The signal that ends the background ranking of `appKit`'s RPC URLs: it aborts when the kit is
 * destroyed. `undefined` where nothing should ping in the background: outside a page (server
 * rendering, workers, Node), and after `destroy()`.
 * @example createRpcTransport(urls, { rankUntil: rankingSignalOf(appKit) })
 */
export function rankingSignalOf(appKit: AppKit): AbortSignal | undefined {
  if (typeof document === 'undefined') return undefined
  let controller = rankings.get(appKit)
  if (!controller) {
    controller = new AbortController()
    rankings.set(appKit, controller)
  }
  return controller.signal.aborted ? undefined : controller.signal
}

/**
 * Stops the background ranking of `appKit`'s RPC URLs for good (called by `destroy()`); reads
 * afterwards still work, in the listed order.
 * @example stopRanking(appKit)
 */
export function stopRanking(appKit: AppKit): void {
  const controller = rankings.get(appKit) ?? new AbortController()
  rankings.set(appKit, controller)
  controller.abort()
}
