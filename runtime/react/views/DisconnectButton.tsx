import { disconnect } from '../../core/kernel.js'
import { Icon, strings, useAppKitInstance } from '../internal.js'

/**
 * The red 'Disconnect' row of the Account and UnsupportedChain views.
 * @example <div className="ak-actions"><DisconnectButton /></div>
 */
export function DisconnectButton() {
  const appKit = useAppKitInstance()
  return (
    <button
      type="button"
      className="ak-item"
      data-tone="danger"
      onClick={() => void disconnect(appKit)}
    >
      <span className="ak-item-icon" aria-hidden="true">
        <Icon name="disconnect" />
      </span>
      <span className="ak-item-name">{strings.disconnect}</span>
    </button>
  )
}
