import { useAppKit } from '../hooks/useAppKit.js'
import { useAppKitAccount } from '../hooks/useAppKitAccount.js'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
import { strings } from '../strings.js'
import { useAppKitSelector } from '../useAppKitSelector.js'
import { truncateAddress } from './truncateAddress.js'

export interface AppKitConnectButtonProps {
  label?: string
  loadingLabel?: string
}

/** Opens the modal on Connect. */
export function AppKitConnectButton({
  label = strings.connect,
  loadingLabel = strings.connecting,
}: AppKitConnectButtonProps = {}) {
  const { open } = useAppKit()
  const { status } = useAppKitAccount()
  const busy = status === 'connecting'
  return (
    <button type="button" data-appkit="connect-button" disabled={busy} onClick={() => open()}>
      {busy ? loadingLabel : label}
    </button>
  )
}

export interface AppKitAccountButtonProps {
  balance?: 'show' | 'hide'
  disabled?: boolean
}

const selectBalance = (state: Parameters<Parameters<typeof useAppKitSelector>[0]>[0]) => {
  const account = state.chains.accounts[state.chains.activeNamespace]
  return account?.balance === undefined
    ? undefined
    : `${account.balance} ${account.balanceSymbol ?? ''}`
}

/** Balance and truncated address; opens Account. */
export function AppKitAccountButton({ balance = 'show', disabled }: AppKitAccountButtonProps = {}) {
  const { open } = useAppKit()
  const { address } = useAppKitAccount()
  const shownBalance = useAppKitSelector(selectBalance)
  if (!address) return null
  return (
    <button
      type="button"
      data-appkit="account-button"
      disabled={disabled}
      aria-label={strings.accountButtonLabel(address)}
      onClick={() => open({ view: 'Account' })}
    >
      {balance === 'show' && shownBalance ? <span>{shownBalance.trim()} </span> : null}
      <span>{truncateAddress(address)}</span>
    </button>
  )
}

export interface AppKitButtonProps extends AppKitConnectButtonProps, AppKitAccountButtonProps {}

/** Connect when disconnected; balance and address when connected. */
export function AppKitButton(props: AppKitButtonProps = {}) {
  const { isConnected } = useAppKitAccount()
  return isConnected ? <AppKitAccountButton {...props} /> : <AppKitConnectButton {...props} />
}

export interface AppKitNetworkButtonProps {
  disabled?: boolean
}

/** The active network's name; opens the network list. */
export function AppKitNetworkButton({ disabled }: AppKitNetworkButtonProps = {}) {
  const { open } = useAppKit()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <button
      type="button"
      data-appkit="network-button"
      disabled={disabled}
      onClick={() => open({ view: 'Networks' })}
    >
      {caipNetwork?.name ?? strings.selectNetwork}
    </button>
  )
}
