import { Toaster } from '../toasts/Toaster.js'
import { EmbeddedCard } from './EmbeddedCard.js'
import { ModalDialog } from './ModalDialog.js'
import { useWarmRegistry } from './useWarmRegistry.js'

/**
 * Everything inside the modal's shadow root: the dialog (or the inline card when embedded) and
 * the toast area. Warms the wallet list at idle, so the Connect view opens at its final height.
 * @example createPortal(<ModalRoot embedded={false} />, shadowRoot)
 */
export function ModalRoot({ embedded }: { embedded: boolean }) {
  useWarmRegistry()
  return (
    <>
      {embedded ? <EmbeddedCard /> : <ModalDialog />}
      <Toaster />
    </>
  )
}
