import type { AppKit, ToastStore } from '../../core/kernel.js'
import type { ModalAlertStore, RaisedAlert } from './modalAlertStore.js'

/**
 * Shows each alert `watchAlerts` collected in one place: in the modal's card, above the view,
 * while the card is on screen (the dialog open, or the card embedded in the page), the latest
 * replacing an older one and any toast of the same kind; else as a toast, kept until the visitor
 * closes it. The place is chosen as the alert arrives, so one raised while the dialog opens or
 * closes lands in exactly one of them. When the dialog closes, the card's alert goes with it if
 * the visitor saw it, or moves to a toast if the card never got to show it. Returns the stop
 * function.
 * @example useLayoutEffect(() => placeAlerts(appKit, alerts, toasts), [appKit, alerts, toasts])
 */
export function placeAlerts(appKit: AppKit, alerts: ModalAlertStore, toasts: ToastStore) {
  const { modal } = appKit.stores
  const cardShown = () => appKit.config.embedded || modal.getState().open
  // One toast per kind of alert: a second one refreshes it rather than stacking a copy.
  const toastId = (alert: RaisedAlert) => `appkit-alert-${alert.key}`
  const toast = (alert: RaisedAlert) =>
    toasts.show({
      id: toastId(alert),
      type: alert.severity,
      // An alert says what needs the visitor's action: it stays until they close it.
      duration: Number.POSITIVE_INFINITY,
      title: alert.title,
      description: alert.message,
    })

  function place(): void {
    const { pending, alert } = alerts.getState()
    if (pending.length === 0) return
    let inCard = alert
    for (const next of pending) {
      if (!cardShown()) {
        toast(next)
        continue
      }
      toasts.dismiss(toastId(next))
      inCard = { ...next, seen: false }
    }
    alerts.setState({ pending: [], alert: inCard })
  }

  function onModalChange(): void {
    const { alert } = alerts.getState()
    if (!alert || cardShown()) return
    alerts.setState({ alert: undefined })
    if (!alert.seen) toast(alert)
  }

  place()
  const offAlerts = alerts.subscribe(place)
  const offModal = modal.subscribe(onModalChange)
  return () => {
    offAlerts()
    offModal()
  }
}
