import { createPortal } from 'react-dom'
import { ModalRoot } from './ModalRoot.js'
import { useShadowRoot } from './useShadowRoot.js'

/**
 * Renders the modal into `host`'s shadow root once it exists (after mount: never on the server).
 * @example <ShadowPortal host={element} embedded={false} />
 */
export function ShadowPortal({ host, embedded }: { host: HTMLElement; embedded: boolean }) {
  const root = useShadowRoot(host)
  return root ? createPortal(<ModalRoot embedded={embedded} />, root) : null
}
