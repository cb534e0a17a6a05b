/**
 * Reports what a store or event listener threw without letting it escape into the code that
 * changed the state or emitted: the error is thrown again in a microtask, so it reaches the page's
 * own error reporting (`window` `error` event, error trackers, `pageerror` in tests; an uncaught
 * exception under Node) with its original stack, and the caller carries on.
 *
 * Why not a logger: stores are built in many places (state, router, registry, toasts, views) that
 * hold no logger, and their listeners are mostly React's `useSyncExternalStore` callbacks, whose
 * errors (such as "Maximum update depth exceeded") are the app's to see, whatever the kit's
 * `logLevel`. Why not `reportError`: Node 20 (SSR, tests) has none; this does the same in browsers.
 * @example
 * try { listener(state) } catch (error) { reportListenerError(error) }
 */
export function reportListenerError(error: unknown): void {
  queueMicrotask(() => {
    throw error
  })
}
