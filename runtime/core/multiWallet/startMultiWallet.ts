import type { AppKit } from '../AppKit.js'
import { loadMultiWallet } from '../kernel.js'

/**
 * Starts recording wallet connections once the multi-wallet feature is on (locally, or when the
 * remote configuration turns it on after mount): the book's code is fetched only then. Returns
 * the function that stops waiting.
 * @example teardown.add(startMultiWallet(appKit))
 */
export function startMultiWallet(appKit: AppKit): () => void {
  const { features } = appKit.stores
  let started = false
  const start = () => {
    if (started || !features.getState().multiWallet) return
    started = true
    loadMultiWallet().then(
      ({ connectionBookOf }) => connectionBookOf(appKit),
      (error: unknown) => {
        started = false // offline: the next change of the features tries again
        appKit.logger.warn('Could not load the multi-wallet code', error)
      },
    )
  }
  const stop = features.subscribe(start)
  start()
  return stop
}
