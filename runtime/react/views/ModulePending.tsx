import { Spinner, strings, useOnline } from '../internal.js'

/**
 * What a feature view shows until its engine's chunk is in: a spinner, or, when it could not be
 * fetched, why (offline, or the fetch failed) and Try again. It renders inside the view's own
 * root, whose sheet styles it.
 * @example {swap ? <SwapForm swap={swap} /> : <ModulePending failed={failed} retry={retry} />}
 */
export function ModulePending({ failed, retry }: { failed: boolean; retry(): void }) {
  const online = useOnline()
  if (!failed) return <Spinner />
  return (
    <>
      <p className="ak-field-error" role="alert">
        {online ? strings.lazyLoadFailed : strings.offline}
      </p>
      <button type="button" className="ak-button" data-block="" onClick={retry}>
        {strings.tryAgain}
      </button>
    </>
  )
}
