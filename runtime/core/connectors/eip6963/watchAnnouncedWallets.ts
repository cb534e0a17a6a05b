import type { Connector } from '../Connector.js'
import { createEip1193Connector } from '../createEip1193Connector.js'
import { announcedConnectorId } from './announcedConnectorId.js'
import { parseAnnouncement } from './parseAnnouncement.js'

/** The part of `window` EIP-6963 discovery uses. */
export type AnnouncementTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

/**
 * Discovers EIP-6963 wallets: listens for `eip6963:announceProvider`, then asks every wallet to
 * announce itself with `eip6963:requestProvider` (wallets answer synchronously). Each valid
 * announcement becomes an 'ANNOUNCED' connector bound to the exact provider object it carried.
 * Announcements are deduped by uuid (the first one wins); two providers claiming one rdns are both
 * kept, never merged, so an impostor cannot hide behind a real wallet's name. Malformed ones are
 * ignored. `onChange` gets the full list after each new wallet. Returns the function that stops
 * listening.
 * @example
 * const stop = watchAnnouncedWallets(window, (connectors) => render(connectors))
 */
export function watchAnnouncedWallets(
  target: AnnouncementTarget,
  onChange: (connectors: readonly Connector[]) => void,
): () => void {
  const byUuid = new Map<string, Connector>()
  const listener = (event: Event) => {
    const announcement = parseAnnouncement((event as Partial<CustomEvent>).detail)
    if (!announcement || byUuid.has(announcement.uuid)) return
    const { uuid, rdns, name, icon, provider } = announcement
    byUuid.set(
      uuid,
      createEip1193Connector({
        id: announcedConnectorId(rdns, uuid),
        type: 'ANNOUNCED',
        name,
        icon,
        rdns,
        provider,
      }),
    )
    onChange([...byUuid.values()])
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
