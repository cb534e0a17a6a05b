import type { AppKit, ToastStore } from '../../core/kernel.js'

/**
 * Shows the kit's alerts (SPEC section 8, the `alert` event) as error toasts, whichever view is
 * on screen or with the modal closed: the short message as the title, the long one below it,
 * kept until the visitor closes it.
 * Returns the stop function.
 * @example useLayoutEffect(() => watchAlerts(appKit, ui.toasts), [appKit, ui])
 */
export function watchAlerts(appKit: AppKit, toasts: ToastStore): () => void {
  return appKit.events.on('alert', ({ key, title, message, severity }) => {
    // One toast per kind of alert: a second one refreshes it rather than stacking a copy.
    toasts.show({
      id: `appkit-alert-${key}`,
      type: severity,
      // An alert says what needs the visitor's action: it stays until they close it.
      duration: Number.POSITIVE_INFINITY,
      title,
      description: message,
    })
  })
}
