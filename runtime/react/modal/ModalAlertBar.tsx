import { useEffect, useRef } from 'react'
import { Icon, strings, useAdoptedSheet, useStoreState } from '../internal.js'
import { modalAlertCss } from './modalAlertCss.js'
import type { ModalAlert, ModalAlertState, ModalAlertStore } from './modalAlertStore.js'

export interface ModalAlertBarProps {
  alerts: ModalAlertStore
}

const selectAlert = (state: ModalAlertState) => state.alert

/**
 * The card's alert at the top of the card, above the view, while there is one (`placeAlerts`
 * puts it there): its severity's icon and colour, the title and the message, and a close button.
 * @example <ModalAlertBar alerts={alerts} />
 */
export function ModalAlertBar({ alerts }: ModalAlertBarProps) {
  const alert = useStoreState(alerts, selectAlert)
  return alert ? <AlertMessage alert={alert} alerts={alerts} /> : null
}

/**
 * One alert; mounted while it shows, so its styles are adopted for exactly that long. An error
 * is announced at once (`role="alert"`), a warning or a note politely (`role="status"`); focus
 * stays where the visitor has it. Marks the alert seen once it is on screen.
 */
function AlertMessage({ alert, alerts }: { alert: ModalAlert; alerts: ModalAlertStore }) {
  const ref = useRef<HTMLDivElement>(null)
  useAdoptedSheet(ref, modalAlertCss)
  useEffect(() => {
    if (alert.seen) return
    // This alert only: a newer one that replaced it meanwhile has not been seen yet.
    alerts.setState((state) => (state.alert === alert ? { alert: { ...alert, seen: true } } : {}))
  }, [alert, alerts])
  return (
    <div
      ref={ref}
      className="ak-alert"
      data-severity={alert.severity}
      role={alert.severity === 'error' ? 'alert' : 'status'}
    >
      <span className="ak-alert-icon">
        <Icon name={alert.severity} size={18} />
      </span>
      <div className="ak-alert-body">
        <p className="ak-alert-title">{alert.title}</p>
        <p className="ak-alert-message">{alert.message}</p>
      </div>
      <button
        type="button"
        className="ak-icon-button ak-alert-close"
        aria-label={strings.toasts.close}
        onClick={() => alerts.setState({ alert: undefined })}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}
