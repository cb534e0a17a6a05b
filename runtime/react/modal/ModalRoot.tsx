import { useAppKitInstance, useAppKitUi, useIsomorphicLayoutEffect } from '../internal.js'
import { Toaster } from '../toasts/Toaster.js'
import { CardAlertContext } from './CardAlert.js'
import { EmbeddedCard } from './EmbeddedCard.js'
import { ModalDialog } from './ModalDialog.js'
import type { ModalAlertStore } from './modalAlertStore.js'
import { useAlertSurface } from './useAlertSurface.js'
import { useWarmRegistry } from './useWarmRegistry.js'

/**
 * Everything inside the modal's shadow root: the dialog (or the inline card when embedded) and
 * the toast area. Shows the kit's alerts (`alerts`, which `watchAlerts` collects) in the card or
 * as toasts, once their code has arrived with the first one. Warms the wallet list at idle, so
 * the Connect view opens at its final height.
 * @example createPortal(<ModalRoot embedded={false} alerts={alerts} />, shadowRoot)
 */
export function ModalRoot({ embedded, alerts }: { embedded: boolean; alerts: ModalAlertStore }) {
  const appKit = useAppKitInstance()
  const { toasts } = useAppKitUi()
  useWarmRegistry()
  const surface = useAlertSurface(alerts)
  // Before the paint: alerts that waited for the code show in the frame it arrives in.
  useIsomorphicLayoutEffect(
    () => surface?.placeAlerts(appKit, alerts, toasts),
    [surface, appKit, alerts, toasts],
  )
  return (
    <CardAlertContext.Provider value={surface ? { alerts, Bar: surface.ModalAlertBar } : null}>
      {embedded ? <EmbeddedCard /> : <ModalDialog />}
      <Toaster />
    </CardAlertContext.Provider>
  )
}
