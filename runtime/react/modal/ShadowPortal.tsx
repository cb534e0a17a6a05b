import { createPortal } from '../internal.js'
import { ModalRoot } from './ModalRoot.js'
import { useShadowRoot } from './useShadowRoot.js'

export interface ShadowPortalProps {
  /** The element whose shadow root holds the modal. */
  host: HTMLElement
  /** Whether the modal shows inline, in the page's flow, instead of as a dialog. */
  embedded: boolean
}

/**
 * Renders the modal into `host`'s shadow root once it exists (after mount: never on the server).
 * The first load reaches it only through `LazyShadowPortal`, which fetches it at idle.
 * @example <ShadowPortal host={element} embedded={false} />
 */
export function ShadowPortal({ host, embedded }: ShadowPortalProps) {
  const root = useShadowRoot(host)
  return root ? createPortal(<ModalRoot embedded={embedded} />, root) : null
}
