import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../instance/createOwnedState.js'

/**
 * The kit's ranking lifetime: one per instance, so destroying one kit stops its ranking and no
 * other's. `destroy()` aborts it; a kit destroyed before its first read gets an aborted one.
 */
const rpcRanking = defineOwned<AbortController, AppKit>(
  'RPC ranking',
  () => new AbortController(),
  (controller) => controller.abort(),
)

/**
 * The signal that ends the background ranking of `appKit`'s RPC URLs: it aborts when the kit is
 * destroyed. `undefined` where nothing should ping in the background: outside a page (server
 * rendering, workers, Node), and after `destroy()`.
 * @example createRpcTransport(urls, { rankUntil: rankingSignalOf(appKit) })
 */
export function rankingSignalOf(appKit: AppKit): AbortSignal | undefined {
  if (typeof document === 'undefined') return undefined
  const { signal } = appKit.owned.get(rpcRanking)
  return signal.aborted ? undefined : signal
}
