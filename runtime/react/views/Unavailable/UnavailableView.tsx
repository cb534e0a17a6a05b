import { strings } from '../../internal.js'

/**
 * Shown for a view this version does not render yet, so a route to it never breaks the modal.
 * @example <UnavailableView data={undefined} />
 */
export function UnavailableView(_props: { data: unknown }) {
  return <p className="ak-note">{strings.unavailableView}</p>
}
