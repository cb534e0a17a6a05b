import { strings } from '../internal.js'

/**
 * A small busy indicator, announced as "Loading".
 * @example <Suspense fallback={<Spinner />}>...</Suspense>
 */
export function Spinner() {
  return <div className="ak-spinner" role="status" aria-label={strings.loading} />
}
