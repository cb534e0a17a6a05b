import { useState } from 'react'
import { loadSiwx } from '../../../core/kernel.js'
import { ItemIcon, useAppKitInstance, useAppKitSelector } from '../../internal.js'
import { useLazyModule } from '../Account/useLazyModule.js'
import { siwxStrings } from './siwxStrings.js'

/**
 * SIWXSignMessage (SPEC section 4): after connecting, the app asks the visitor to sign in. 'Sign'
 * asks the wallet to sign an EIP-4361 / CAIP-122 message; on success the session is kept and the
 * modal closes. A failure is said in the snackbar ('Signature declined') and the view stays for
 * another try. 'Cancel' follows SPEC's rules: with sign-in required it returns to the last network
 * with a session, else disconnects; without, it just closes.
 * @example <SiwxSignMessageView data={undefined} />
 */
export function SiwxSignMessageView() {
  const appKit = useAppKitInstance()
  const { module: siwx } = useLazyModule(loadSiwx)
  const signing = useAppKitSelector((state) => state.siwx.status === 'signing')
  const [cancelling, setCancelling] = useState(false)
  const { metadata } = appKit.config
  const required = appKit.config.siwx?.required === true
  const busy = signing || cancelling || !siwx

  const sign = () => {
    // Errors reach the snackbar through the `siwxError` event; one signature runs at a time.
    siwx
      ?.siwxControllerOf(appKit)
      .signIn()
      .catch(() => undefined)
  }
  const cancel = () => {
    if (!siwx) return
    setCancelling(true)
    siwx
      .siwxControllerOf(appKit)
      .cancel()
      .catch((error: unknown) => appKit.logger.warn('Could not cancel sign-in', error))
      .finally(() => setCancelling(false))
  }

  return (
    <div className="ak-status">
      <div className="ak-status-visual">
        <ItemIcon src={metadata.icons[0]} name={metadata.name} alt={metadata.name} />
      </div>
      <div>
        <p className="ak-status-title">{siwxStrings.heading(metadata.name)}</p>
        <p className="ak-status-text">{siwxStrings.text}</p>
        {required ? <p className="ak-status-text">{siwxStrings.requiredHint}</p> : null}
      </div>
      <div className="ak-actions">
        {/* Open while the wallet is asked: a wallet that never answers must not trap the visitor. */}
        <button
          type="button"
          className="ak-button"
          data-block=""
          disabled={cancelling || !siwx}
          onClick={cancel}
        >
          {siwxStrings.cancel}
        </button>
        <button
          type="button"
          className="ak-button"
          data-variant="accent"
          data-block=""
          aria-disabled={busy ? true : undefined}
          onClick={busy ? undefined : sign}
        >
          {signing ? siwxStrings.signing : siwxStrings.sign}
        </button>
      </div>
    </div>
  )
}
