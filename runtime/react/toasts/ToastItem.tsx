import type { Toast, ToastStore } from '../../core/kernel.js'
import { Icon, type IconName, strings } from '../internal.js'
import { useSwipe } from './useSwipe.js'

const icons: Partial<Record<Toast['type'], IconName>> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'error',
}

/**
 * One toast: icon, title, description, its action and cancel buttons, a close button when it is
 * dismissible, and swipe-to-dismiss (20 px, or a flick faster than 0.11 px/ms).
 * @example <ToastItem toast={toast} store={toasts} />
 */
export function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const swipe = useSwipe(
    (distancePx, elapsedMs) => store.swipe(toast.id, { distancePx, elapsedMs }),
    { onStart: () => store.pause('interact'), onStop: () => store.resume('interact') },
  )
  const icon = icons[toast.type]
  const buttons = toast.action || toast.cancel
  return (
    <li
      className="ak-toast"
      data-type={toast.type}
      data-dismissed={toast.dismissed ? '' : undefined}
      // Errors interrupt; everything else waits for a pause in speech.
      aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      // Reached with Alt+T (then Tab moves through its buttons), not in the page's tab order.
      tabIndex={-1}
      {...(toast.dismissible ? swipe : {})}
    >
      {toast.type === 'loading' ? (
        <span className="ak-spinner ak-toast-icon" aria-hidden="true" />
      ) : icon ? (
        <span className="ak-toast-icon">
          <Icon name={icon} size={18} />
        </span>
      ) : null}
      <div className="ak-toast-body">
        <p className="ak-toast-title">{toast.title}</p>
        {toast.description ? <p className="ak-toast-description">{toast.description}</p> : null}
        {buttons ? (
          <div className="ak-toast-buttons">
            {toast.cancel ? (
              <button
                type="button"
                className="ak-button"
                onClick={() => {
                  toast.cancel?.onClick()
                  store.dismiss(toast.id)
                }}
              >
                {toast.cancel.label}
              </button>
            ) : null}
            {toast.action ? (
              <button
                type="button"
                className="ak-button"
                data-variant="accent"
                onClick={() => {
                  toast.action?.onClick()
                  store.dismiss(toast.id)
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {toast.dismissible ? (
        <button
          type="button"
          className="ak-toast-close"
          aria-label={strings.toasts.close}
          onClick={() => store.dismiss(toast.id)}
        >
          <Icon name="close" size={12} />
        </button>
      ) : null}
    </li>
  )
}
