import type { WalletConnection } from '../../../core/kernel.js'
import { Icon, ItemIcon, truncateAddress } from '../../internal.js'
import { profileWalletsStrings as words } from './profileWalletsStrings.js'

export interface ConnectionRowProps {
  connection: WalletConnection
  /** Set while this connection or another is being switched to or disconnected. */
  busy: boolean
  onSwitch(): void
  onDisconnect(): void
}

/**
 * One wallet connection: its icon, name and account (the login's name for the embedded wallet),
 * its state, the switch (or reconnect) button and its own disconnect button.
 * @example <ConnectionRow connection={connection} busy={false} onSwitch={use} onDisconnect={end} />
 */
export function ConnectionRow({ connection, busy, onSwitch, onDisconnect }: ConnectionRowProps) {
  const { name, icon, state, authName } = connection
  const address = connection.accounts[0]?.address
  const account = authName ?? (address ? truncateAddress(address) : '')
  return (
    <li
      className="ak-connection"
      data-state={state}
      data-namespace={connection.namespace}
      data-testid="wallet-connection"
    >
      <ItemIcon src={icon} name={name} fallback="wallet" />
      <span className="ak-connection-text">
        <span className="ak-item-name">{name}</span>
        <span className="ak-connection-account" title={address}>
          {account}
        </span>
      </span>
      {state === 'connected' ? (
        <span className="ak-tag" data-tone="success">
          {words.inUse}
        </span>
      ) : state === 'disconnected' ? (
        <span className="ak-tag" data-tone="muted">
          {words.unavailable}
        </span>
      ) : null}
      {state === 'connected' ? null : (
        <button
          type="button"
          className="ak-button ak-connection-switch"
          disabled={busy}
          aria-label={state === 'disconnected' ? words.reconnect(name) : words.switchTo(name)}
          onClick={onSwitch}
        >
          {state === 'disconnected' ? words.reconnectShort : words.use}
        </button>
      )}
      <button
        type="button"
        className="ak-icon-button"
        disabled={busy}
        aria-label={words.disconnectOne(name)}
        onClick={onDisconnect}
      >
        <Icon name="disconnect" size={18} />
      </button>
    </li>
  )
}
