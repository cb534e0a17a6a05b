import type { CSSProperties } from 'react'
import { useAppKitInstance } from '../AppKitContext.js'
import { useAppKit } from '../hooks/useAppKit.js'
import { useAppKitAccount } from '../hooks/useAppKitAccount.js'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
import { strings } from '../strings.js'
import { preloadAccountView } from '../views/Account/preloadAccountView.js'
import { canSwitchNetwork } from '../views/canSwitchNetwork.js'
import { StaticNetworkTrigger } from './StaticNetworkTrigger.js'
import { TriggerIcon } from './TriggerIcon.js'
import { TriggerIdentity, useTriggerIdentity } from './TriggerIdentity.js'
import { truncateAddress } from './truncateAddress.js'
import { useNetworkImage } from './useNetworkImage.js'
import { useTriggerBalance } from './useTriggerBalance.js'
import { useTriggerTheme } from './useTriggerTheme.js'

/** What every trigger button passes through to its `<button>`, for apps that restyle it. */
export interface AppKitTriggerStyleProps {
  /** Added after the kit's own class; a rule of higher specificity, or a theme variable, wins. */
  className?: string
  style?: CSSProperties
}

const classOf = (className: string | undefined) =>
  className ? `ak-trigger ${className}` : 'ak-trigger'

function Chevron() {
  return (
    <svg
      className="ak-trigger-chevron"
      width={14}
      height={14}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2.5} />
    </svg>
  )
}

export interface AppKitConnectButtonProps extends AppKitTriggerStyleProps {
  label?: string
  loadingLabel?: string
}

/**
 * Opens the modal on Connect; disabled, with a spinner, while a connection is under way.
 * @example <AppKitConnectButton label="Sign in" className="header-button" />
 */
export function AppKitConnectButton({
  label = strings.connect,
  loadingLabel = strings.connecting,
  className,
  style,
}: AppKitConnectButtonProps = {}) {
  const theme = useTriggerTheme()
  const { open } = useAppKit()
  const { status } = useAppKitAccount()
  const busy = status === 'connecting'
  return (
    <button
      type="button"
      data-appkit="connect-button"
      data-ak-theme={theme}
      data-variant="connect"
      className={classOf(className)}
      style={style}
      disabled={busy}
      onClick={() => open()}
    >
      {busy ? <span className="ak-trigger-spinner" aria-hidden="true" /> : null}
      {busy ? loadingLabel : label}
    </button>
  )
}

export interface AppKitAccountButtonProps extends AppKitTriggerStyleProps {
  balance?: 'show' | 'hide'
  disabled?: boolean
}

/**
 * The network's image, the balance (a placeholder while it is read), the avatar and the account's
 * name, else its truncated address; opens Account. Its accessible name is what it shows, then the full address (WCAG 2.5.3: the
 * name holds the visible words, whichever the width shows).
 * @example <AppKitAccountButton balance="hide" />
 */
export function AppKitAccountButton({
  balance = 'show',
  disabled,
  className,
  style,
}: AppKitAccountButtonProps = {}) {
  const theme = useTriggerTheme()
  const { open } = useAppKit()
  const { address } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const image = useNetworkImage(caipNetwork)
  const shown = useTriggerBalance()
  const identity = useTriggerIdentity()
  if (!address) return null
  const showBalance = balance === 'show'
  const loading = showBalance && shown.loading
  const balanceShown = showBalance ? shown.text : undefined
  const truncated = truncateAddress(address)
  // The name starts with what the button shows (WCAG 2.5.3), whatever the width hides of it.
  const who = identity.name ?? truncated
  const visible = balanceShown ? `${balanceShown} ${who}` : who
  const label = loading
    ? strings.triggers.accountLoading(visible, address)
    : strings.triggers.account(visible, address)
  return (
    <button
      type="button"
      data-appkit="account-button"
      data-ak-theme={theme}
      data-variant="account"
      className={classOf(className)}
      style={style}
      disabled={disabled}
      aria-label={label}
      aria-busy={loading || undefined}
      // The hub is its own chunk: start fetching it as the pointer or focus arrives.
      onPointerEnter={preloadAccountView}
      onFocus={preloadAccountView}
      onClick={() => open({ view: 'Account' })}
    >
      {caipNetwork ? <TriggerIcon {...image} name={caipNetwork.name} /> : null}
      {loading ? <span className="ak-trigger-skeleton" /> : null}
      {balanceShown ? <span className="ak-trigger-balance">{balanceShown}</span> : null}
      {/* Read as words apart ("1.234 ETH 0x12…"), as the accessible name has them. */}
      {balanceShown ? ' ' : null}
      <TriggerIdentity address={address} truncated={truncated} {...identity} />
    </button>
  )
}

export interface AppKitButtonProps extends AppKitConnectButtonProps, AppKitAccountButtonProps {}

/**
 * Connect when disconnected; the network, balance and address when connected. Styled from the
 * instance's theme (accent, radius, font, light or dark); `className` and `style` pass through.
 * @example <AppKitButton style={{ borderRadius: 8 }} />
 */
export function AppKitButton(props: AppKitButtonProps = {}) {
  const { isConnected } = useAppKitAccount()
  return isConnected ? <AppKitAccountButton {...props} /> : <AppKitConnectButton {...props} />
}

export interface AppKitNetworkButtonProps extends AppKitTriggerStyleProps {
  disabled?: boolean
}

/**
 * The active network's image (its first letter when it has none) and name; opens the network
 * list. Its accessible name is 'Network: <name>'. With `enableNetworkSwitch: false` it is the
 * same look as text, not a button: the modal offers no switch (the app's own calls still switch).
 * @example <AppKitNetworkButton />
 */
export function AppKitNetworkButton({ disabled, className, style }: AppKitNetworkButtonProps = {}) {
  const theme = useTriggerTheme()
  const { open } = useAppKit()
  const { caipNetwork } = useAppKitNetwork()
  const image = useNetworkImage(caipNetwork)
  const canSwitch = canSwitchNetwork(useAppKitInstance())
  if (!canSwitch) {
    // Without a network there is nothing to say; the bindings' type promises an element.
    if (!caipNetwork) return <span data-appkit="network-button" hidden />
    return (
      <StaticNetworkTrigger
        network={caipNetwork}
        image={image}
        theme={theme}
        className={className}
        style={style}
      />
    )
  }
  return (
    <button
      type="button"
      data-appkit="network-button"
      data-ak-theme={theme}
      data-variant="network"
      className={classOf(className)}
      style={style}
      disabled={disabled}
      aria-label={caipNetwork ? strings.triggers.network(caipNetwork.name) : undefined}
      onClick={() => open({ view: 'Networks' })}
    >
      {caipNetwork ? <TriggerIcon {...image} name={caipNetwork.name} /> : null}
      <span className="ak-trigger-label">{caipNetwork?.name ?? strings.selectNetwork}</span>
      <Chevron />
    </button>
  )
}
