import { type ComponentType, createContext, useContext } from 'react'
import type { ModalAlertBarProps } from './ModalAlertBar.js'
import type { ModalAlertStore } from './modalAlertStore.js'

/** The kit's alerts and the bar that shows the card's one, once the alert surface's code is in. */
export interface CardAlertSurface {
  alerts: ModalAlertStore
  Bar: ComponentType<ModalAlertBarProps>
}

/**
 * Provided by `ModalRoot` inside the modal's shadow root: the modal's code reaches the alerts
 * this way, as it may not import the first-load module that holds their slot.
 */
export const CardAlertContext = createContext<CardAlertSurface | null>(null)

/**
 * The card's alert (SPEC section 8), between the header and the view: nothing until the alert
 * surface's code has arrived with the kit's first alert.
 * @example <CardAlert />
 */
export function CardAlert() {
  const surface = useContext(CardAlertContext)
  return surface ? <surface.Bar alerts={surface.alerts} /> : null
}
