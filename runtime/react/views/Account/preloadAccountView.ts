/**
 * Starts fetching the account hub's chunk (the one `LazyAccountView` renders), for the account
 * button to call as the pointer or focus arrives. Kept apart from `lazyViews.ts` so that the
 * button, in the page's first load, does not carry the lazy-view machinery. A failure is left to
 * the view, which fetches again (and offers a retry) when it is shown.
 * @example <button onPointerEnter={preloadAccountView} />
 */
export function preloadAccountView(): void {
  import('./AccountView.js').catch(() => undefined)
}
