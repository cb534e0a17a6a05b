import { Toaster } from '../toasts/Toaster.js'
import { EmbeddedCard } from './EmbeddedCard.js'
import { ModalDialog } from './ModalDialog.js'

/**
 * Everything inside the modal's shadow root: the dialog (or the inline card when embedded) and
 * the toast area.
 * @example createPortal(<ModalRoot embedded={false} />, shadowRoot)
 */
export function ModalRoot({ embedded }: { embedded: boolean }) {
  return (
    <>
      {embedded ? <EmbeddedCard /> : <ModalDialog />}
      <Toaster />
    </>
  )
}
