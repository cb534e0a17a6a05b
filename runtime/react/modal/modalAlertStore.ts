import {
  type AppKit,
  type AppKitEvents,
  createStore,
  defineOwned,
  type Store,
} from '../../core/kernel.js'

/** One alert of SPEC section 8, as the `alert` event carries it. */
export type RaisedAlert = Readonly<AppKitEvents['alert']>

/** An alert as the modal's card shows it, and whether it reached the screen. */
export interface ModalAlert extends RaisedAlert {
  /**
   * Set once the card has shown it: a dialog that closes before then (an alert raised while its
   * code was still loading) hands it on to a toast instead of dropping it.
   */
  readonly seen: boolean
}

export interface ModalAlertState {
  /**
   * Alerts raised and not yet placed. The modal's code places them (`placeAlerts`): the toasts
   * and the card both live in it, so nothing could show them before it is loaded anyway.
   */
  pending: readonly RaisedAlert[]
  /** The latest alert raised while the card was on screen; a newer one replaces it. */
  alert: ModalAlert | undefined
}

export type ModalAlertStore = Store<ModalAlertState>

/**
 * The kit's alerts on their way to the screen: `watchAlerts` queues them from the first load,
 * the modal's `placeAlerts` moves each into the card or a toast, the card's alert bar shows and
 * dismisses the card's one.
 * @example const store = appKit.owned.get(modalAlertSlot); store.getState().alert?.title
 */
export const modalAlertSlot = defineOwned<ModalAlertStore, AppKit>('modal alert', () =>
  createStore<ModalAlertState>({ pending: [], alert: undefined }),
)
