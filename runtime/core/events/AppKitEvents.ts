import type { ViewName } from '../router/ViewName.js'

/**
 * The events of an AppKit instance, by name, with their payloads (for `useAppKitEvents` and
 * analytics). Connection, network and sign-in events join as those features land.
 */
export interface AppKitEvents {
  /** The modal became visible, on `view`. */
  modalOpen: { view: ViewName; connected: boolean }
  /** The modal was closed. */
  modalClose: { connected: boolean }
  /** A different view is on screen (page views for analytics). */
  viewChange: { view: ViewName; previousView: ViewName }
}
