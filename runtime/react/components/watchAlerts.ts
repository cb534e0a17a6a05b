import type { AppKit } from '../../core/kernel.js'
import { modalAlertSlot } from '../modal/modalAlertStore.js'

/**
 * Collects the kit's alerts (SPEC section 8, the `alert` event) from the moment the provider
 * mounts, for the modal to show (`placeAlerts`: in the card while it is on screen, else as a
 * toast): one that comes before the modal's code has loaded (a stored email login that expired,
 * found at start) waits for it rather than being lost. Kept this small because it is in the
 * page's first load. Returns the stop function.
 * @example useLayoutEffect(() => watchAlerts(appKit), [appKit])
 */
export function watchAlerts(appKit: AppKit): () => void {
  const alerts = appKit.owned.get(modalAlertSlot)
  // The last few only: a page whose modal code never arrives (offline) keeps no growing list.
  return appKit.events.on('alert', (alert) =>
    alerts.setState(({ pending }) => ({ pending: [...pending.slice(-9), alert] })),
  )
}
