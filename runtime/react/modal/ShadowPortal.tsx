import { createPortal } from '../internal.js'
import { ModalRoot } from './ModalRoot.js'
import type { ModalAlertStore } from './modalAlertStore.js'
import { useShadowRoot } from './useShadowRoot.js'

export interface ShadowPortalProps {
  /** The element whose shadow root holds the modal. */
  host: HTMLElement
  /** Whether the modal shows inline, in the page's flow, instead of as a dialog. */
  embedded: boolean
  /** The alert the card shows above its view (`modalAlertSlot`, which `watchAlerts` fills). */
  alerts: ModalAlertStore
}

/**
 * Renders the modal into `host`'s shadow root once it exists (after mount: never on the server).
 * The first load reaches it only through `LazyShadowPortal`, which fetches it at idle.
 * @example <ShadowPortal host={element} embedded={false} alerts={appKit.owned.get(modalAlertSlot)} />
 */
export function ShadowPortal({ host, embedded, alerts }: ShadowPortalProps) {
  const root = useShadowRoot(host)
  return root ? createPortal(<ModalRoot embedded={embedded} alerts={alerts} />, root) : null
}
