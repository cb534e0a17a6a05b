import { sendStrings } from './sendStrings.js'
import type { NameLookup } from './useNameLookup.js'

/**
 * Under the receiver field: the name being looked up, the full address it resolved to, or why it
 * did not. A polite live region, so a screen reader hears the address once it is known.
 * @example <NameLookupNote id="receiver-name" lookup={{ status: 'found', name, address }} />
 */
export function NameLookupNote({ id, lookup }: { id: string; lookup: NameLookup }) {
  return (
    <p id={id} className="ak-name-lookup" role="status" data-status={lookup.status}>
      {lookup.status === 'looking' ? sendStrings.nameLooking(lookup.name) : null}
      {lookup.status === 'found' ? (
        <>
          {sendStrings.nameResolvesTo(lookup.name)}{' '}
          <span className="ak-full-address">{lookup.address}</span>
        </>
      ) : null}
      {lookup.status === 'missing' ? lookup.reason : null}
    </p>
  )
}
