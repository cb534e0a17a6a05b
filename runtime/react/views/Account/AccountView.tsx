import type { AppKitState } from '../../../core/index.js'
import { useAppKitInstance } from '../../AppKitContext.js'
import { truncateAddress } from '../../components/truncateAddress.js'
import { strings } from '../../strings.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { useAppKitSelector } from '../../useAppKitSelector.js'
import { DisconnectButton } from '../DisconnectButton.js'
import { LazyNetworksView } from '../lazyViews.js'
import { CopyAddressButton } from './CopyAddressButton.js'

const selectAccount = (state: AppKitState) => {
  const account = state.chains.accounts[state.chains.activeNamespace]
  return {
    address: account?.address,
    balance: account?.balance,
    symbol: account?.balanceSymbol,
    network: state.chains.networks[state.chains.activeNamespace]?.caipNetwork,
  }
}

/** A stable pick among the avatar's 8 hues, so one address always looks the same. */
function hueOf(address: string): number {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 8
}

/**
 * Account: the connected address (4...6, with a copy button), the native balance, the network
 * (opens Networks) and Disconnect.
 * @example <AccountView data={undefined} />
 */
export function AccountView() {
  const appKit = useAppKitInstance()
  const { address, balance, symbol, network } = useAppKitSelector(selectAccount)
  if (!address) return <p className="ak-note">{strings.account.notConnected}</p>
  return (
    <>
      <div className="ak-account">
        <div className="ak-avatar" data-hue={hueOf(address)} aria-hidden="true" />
        <p className="ak-address">
          <span title={address}>{truncateAddress(address)}</span>
          <CopyAddressButton address={address} />
        </p>
        {balance !== undefined ? (
          <p className="ak-balance">{`${balance} ${symbol ?? ''}`.trim()}</p>
        ) : null}
        {network ? (
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
      </div>
      <div className="ak-actions">
        <DisconnectButton />
      </div>
    </>
  )
}
