import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../instance/createOwnedState.js'
import type { AlertEntry, AlertKey } from './alertCatalog.js'

export interface RaiseAlertOptions {
  /** Raised at most once per page load and instance (provider-initialisation alerts). */
  once?: boolean
  /** What went wrong underneath, for the log only. */
  cause?: unknown
}

/** The once-per-page alerts this kit has raised. */
const raisedOnce = defineOwned<Set<AlertKey>, AppKit>('raised alerts', () => new Set())

/**
 * Raises one of SPEC section 8's alerts: logged at its severity, and emitted as the `alert`
 * event, which the modal shows in its alert surface (a toast while it is closed). The catalog's
 * words are a chunk of their own, fetched with the first alert, so pages that never raise one do
 * not carry them. Returns false for a `once` alert already raised.
 * @example raiseAlert(appKit, 'SWITCH_NETWORK_NOT_FOUND')
 */
export function raiseAlert(
  appKit: AppKit,
  key: AlertKey,
  options: RaiseAlertOptions = {},
): boolean {
  if (options.once) {
    const raised = appKit.owned.get(raisedOnce)
    if (raised.has(key)) return false
    raised.add(key)
  }
  const extra = options.cause === undefined ? [] : [options.cause]
  import('./alertCatalog.js').then(
    ({ alertCatalog }) => {
      const entry: AlertEntry = alertCatalog[key]
      const { title, message, severity } = entry
      const line = `${title}: ${message}`
      if (severity === 'error') appKit.logger.error(line, ...extra)
      else if (severity === 'warning') appKit.logger.warn(line, ...extra)
      else appKit.logger.info(line, ...extra)
      appKit.events.emit('alert', { key, title, message, severity })
    },
    (error: unknown) => appKit.logger.error(`Could not show the alert ${key}`, error, ...extra),
  )
  return true
}
