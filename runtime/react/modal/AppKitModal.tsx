import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../AppKitContext.js'
import { useAppKitUi } from '../AppKitUiContext.js'
import { LazyShadowPortal } from './LazyShadowPortal.js'

/**
 * Renders the modal where you place it. Only needed with `embedded` (the modal shows inline, in
 * the page's flow) or `disableAppend` (the dialog's host element goes here instead of at the end
 * of `document.body`); otherwise the provider appends the modal itself and this renders nothing.
 * @example
 * // appkit.config.ts: { embedded: true }
 * <aside><AppKitModal /></aside>
 */
export function AppKitModal() {
  const appKit = useAppKitInstance()
  const { appendsHost } = useAppKitUi()
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (appendsHost) {
      appKit.logger.warn(
        '<AppKitModal /> renders nothing: the provider already appends the modal to document.body. Set `embedded` or `disableAppend` in appkit.config.ts to place it yourself.',
      )
    }
  }, [appKit, appendsHost])
  if (appendsHost) return null
  return (
    <div ref={setHost} data-appkit="modal-host">
      {host ? <LazyShadowPortal host={host} embedded={appKit.config.embedded} /> : null}
    </div>
  )
}
