import { useEffect, useState } from 'react'
import { retryableImport } from '../../core/kernel.js'
import { useStoreState } from '../internal.js'
import type { ModalAlertState, ModalAlertStore } from './modalAlertStore.js'

/** The alert surface's chunk: `placeAlerts` and the card's `ModalAlertBar`. */
export type AlertSurface = typeof import('./alertSurface.js')

const importSurface = retryableImport(() => import('./alertSurface.js'))
let loaded: AlertSurface | undefined

const selectPending = (state: ModalAlertState) => state.pending

/**
 * The alert surface's code, fetched once the first alert waits in `alerts` (`undefined` until it
 * is in); a failed fetch is tried again with the next alert.
 * @example const surface = useAlertSurface(alerts); surface?.placeAlerts(appKit, alerts, toasts)
 */
export function useAlertSurface(alerts: ModalAlertStore): AlertSurface | undefined {
  const pending = useStoreState(alerts, selectPending)
  const [surface, setSurface] = useState<AlertSurface | undefined>(() => loaded)
  useEffect(() => {
    if (surface || pending.length === 0) return
    let live = true
    importSurface().then(
      (module) => {
        loaded = module
        if (live) setSurface(module)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [surface, pending])
  return surface
}

/**
 * Fetches the alert surface's chunk now (tests that raise an alert and look at it at once).
 * @example await loadAlertSurface()
 */
export async function loadAlertSurface(): Promise<void> {
  loaded ??= await importSurface()
}
