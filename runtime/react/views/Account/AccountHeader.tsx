import { isIdentityNetwork } from '../../../core/kernel.js'
import {
  canSwitchNetwork,
  Icon,
  LazyNetworksView,
  LazyProfileWalletsView,
  LazyRegisterAccountNameView,
  LazyUpdateEmailWalletView,
  strings,
  truncateAddress,
  useAppKitInstance,
  useStoreState,
} from '../../internal.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { AccountAvatar } from './AccountAvatar.js'
import { accountStrings } from './accountStrings.js'
import { CopyAddressButton } from './CopyAddressButton.js'
import { displayAddress } from './format/displayAddress.js'
import { formatUsd } from './format/formatUsd.js'
import type { ActiveAccount } from './selectAccount.js'
import { useEmbeddedAccountType } from './useEmbeddedAccountType.js'
import { useIdentityAnswered } from './useIdentityAnswered.js'

export interface AccountHeaderProps {
  account: ActiveAccount & { address: string }
  /** The sum of the token values in USD; `undefined` while unknown (the native balance shows). */
  totalUsd: number | undefined
}

/**
 * Who is connected: the avatar, the name when the account has one (else the address, 4...6, with
 * 'Choose a name' under it where names apply), copy, the total value in USD (else the native
 * balance) and the network chip, which opens Networks (with `enableNetworkSwitch: false` it is
 * text: the modal does not switch).
 * @example <AccountHeader account={account} totalUsd={12.5} />
 */
export function AccountHeader({ account, totalUsd }: AccountHeaderProps) {
  const appKit = useAppKitInstance()
  const { profileName, profileImage, balance, symbol, network, walletName } = account
  // One case everywhere: the wallet, the history and the send form may each spell it differently.
  const address = displayAddress(account.address, account.namespace)
  // An email login shows whose wallet it is: the email the secure site keeps it for.
  const login =
    appKit.stores.providers.getState()[account.namespace]?.type === 'auth' ? walletName : undefined
  const answered = useIdentityAnswered(account.address, network)
  const nameable = account.namespace === 'eip155' && isIdentityNetwork(network)
  const multiWallet = useStoreState(appKit.stores.features, (features) => features.multiWallet)
  // Bitcoin wallets hold a payment and an ordinal account: say which one this is.
  const bitcoinType = useStoreState(appKit.stores.chains, (chains) =>
    account.namespace === 'bip122'
      ? chains.accounts.bip122?.allAccounts.find((entry) => entry.address === account.address)?.type
      : undefined,
  )
  // The embedded wallet's smart account says so; its plain account only where the switch to the
  // smart one is offered (elsewhere it is the only kind, nothing to tell apart).
  const embedded = useEmbeddedAccountType(account.namespace)
  const accountType =
    bitcoinType === 'payment' || bitcoinType === 'ordinal'
      ? bitcoinType
      : embedded && (embedded.type === 'smartAccount' || embedded.switchTo)
        ? embedded.type
        : undefined
  return (
    <div className="ak-account">
      <AccountAvatar address={address} image={profileImage} />
      <p className="ak-address">
        {profileName ? (
          <span className="ak-identity" title={address}>
            {profileName}
          </span>
        ) : (
          <span title={address}>{truncateAddress(address)}</span>
        )}
        <CopyAddressButton address={address} />
      </p>
      {accountType ? (
        <p className="ak-account-type" data-testid="account-type">
          {accountStrings.accountTypes[accountType]}
        </p>
      ) : null}
      {!profileName && nameable && answered ? (
        // Only for an account without a name, once its lookup said so: one that has one keeps
        // the header as it was.
        <button
          type="button"
          className="ak-choose-name"
          onPointerEnter={LazyRegisterAccountNameView.preload}
          onFocus={LazyRegisterAccountNameView.preload}
          onClick={() => appKit.router.push({ view: 'RegisterAccountName' })}
          data-testid="account-choose-name"
        >
          {accountStrings.chooseName}
        </button>
      ) : null}
      {login ? (
        <p className="ak-login">
          {login}
          <button
            type="button"
            className="ak-icon-button"
            aria-label={accountStrings.changeEmail}
            onPointerEnter={LazyUpdateEmailWalletView.preload}
            onFocus={LazyUpdateEmailWalletView.preload}
            onClick={() => appKit.router.push({ view: 'UpdateEmailWallet' })}
          >
            <Icon name="edit" size={16} />
          </button>
        </p>
      ) : null}
      {totalUsd !== undefined ? (
        <p className="ak-total">
          <span className="ak-visually-hidden">{`${accountStrings.totalValue}: `}</span>
          {formatUsd(totalUsd)}
        </p>
      ) : balance !== undefined ? (
        <p className="ak-balance">{`${balance} ${symbol ?? ''}`.trim()}</p>
      ) : null}
      {network && !canSwitchNetwork(appKit) ? (
        // The app turned switching off: the chip only says where the account is.
        <span className="ak-network-chip" data-static="">
          <NetworkIcon network={network} />
          <span className="ak-visually-hidden">{strings.account.network(network.name)}</span>
          <span aria-hidden="true">{network.name}</span>
        </span>
      ) : network ? (
        <button
          type="button"
          className="ak-network-chip"
          aria-label={strings.account.network(network.name)}
          onPointerEnter={LazyNetworksView.preload}
          onFocus={LazyNetworksView.preload}
          onClick={() => appKit.router.push({ view: 'Networks' })}
        >
          <NetworkIcon network={network} />
          {network.name}
        </button>
      ) : null}
      {multiWallet ? (
        <button
          type="button"
          className="ak-network-chip"
          onPointerEnter={LazyProfileWalletsView.preload}
          onFocus={LazyProfileWalletsView.preload}
          onClick={() => appKit.router.push({ view: 'ProfileWallets' })}
          data-testid="account-wallets"
        >
          <Icon name="wallet" size={16} />
          {accountStrings.wallets}
        </button>
      ) : null}
    </div>
  )
}
