import type { AppKit } from '../AppKit.js'

/**
 * Starts loading the project's remote configuration once the page has painted: after the `load`
 * event, at the next idle moment (at most 3 s later; a short timer where the browser has no idle
 * callback). Only then is `loadRemoteFeatures.js` imported, so the first load carries just this
 * function and no request competes with the app's own. Nothing is fetched without a projectId,
 * outside a browser, or in basic mode (no chain adapter, SPEC section 6: 'In basic mode, remote
 * features are off'). Returns the stop function: it cancels a start still waiting and aborts the
 * fetch.
 * @example const stop = startRemoteFeatures(appKit) // after mount; stop() on destroy
 */
export function startRemoteFeatures(appKit: AppKit): () => void {
  if (
    !appKit.config.projectId ||
    typeof window === 'undefined' ||
    typeof document === 'undefined' ||
    appKit.stores.chains.getState().adapterNamespaces.length === 0
  ) {
    return () => undefined
  }
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let idle: number | undefined
  const start = () => {
    import('./loadRemoteFeatures.js').then(
      ({ loadRemoteFeatures }) => loadRemoteFeatures(appKit, { signal: controller.signal }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          appKit.logger.warn(
            'Could not load the remote configuration; the local features stand.',
            error,
          )
        }
      },
    )
  }
  const afterLoad = () => {
    window.removeEventListener('load', afterLoad)
    if (window.requestIdleCallback) idle = window.requestIdleCallback(start, { timeout: 3000 })
    else timer = setTimeout(start, 50)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad)
  return () => {
    controller.abort()
    window.removeEventListener('load', afterLoad)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}
