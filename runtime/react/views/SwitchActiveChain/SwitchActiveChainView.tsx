import { useRef } from 'react'
import {
  type AppKitState,
  isSameWallet,
  type RouteRequest,
  switchNetwork,
} from '../../../core/kernel.js'
import {
  ItemIcon,
  strings,
  useAppKitInstance,
  useAppKitSelector,
  useAppKitUi,
  useConnectors,
  useNetworkImage,
} from '../../internal.js'
import type { ViewProps } from '../ViewProps.js'
import { ConnectedAccount } from './ConnectedAccount.js'
import { findConnectedElsewhere } from './findConnectedElsewhere.js'
import { switchActiveChainStrings as copy } from './switchActiveChainStrings.js'
import { useInitialFocus } from './useInitialFocus.js'

// Re-render when a connection or a selected network changes anywhere.
const selectChains = (state: AppKitState) => state.chains

/**
 * SwitchActiveChain: the user picked a network of another namespace (Solana while an EVM wallet
 * is connected), where no wallet is connected yet. Says which wallet is connected where and what
 * the network needs, then offers the same wallet on the new namespace when it has a connector
 * there ('Connect MetaMask'), and always 'Choose another wallet'. Either makes the target network
 * active first (`switchNetwork` with `forConnection`); going back or closing changes nothing. It
 * offers its buttons whatever `enableNetworkSwitch` says: with switching off the modal never opens
 * it itself (Networks has no buttons then), so it finishes a switch the app asked for. Its own chunk.
 * @example <SwitchActiveChainView data={{ namespace: 'solana', navigateTo: 'Connect', replace: false, network }} />
 */
export function SwitchActiveChainView({ data }: ViewProps<'SwitchActiveChain'>) {
  const { namespace, navigateTo, replace } = data
  const appKit = useAppKitInstance()
  const { snackbar } = useAppKitUi()
  const chains = useAppKitSelector(selectChains)
  const connectors = useConnectors()
  const primary = useRef<HTMLButtonElement>(null)

  const network =
    data.network ??
    chains.networks[namespace]?.caipNetwork ??
    appKit.config.networks.find((item) => item.chainNamespace === namespace)
  const image = useNetworkImage(network).src
  const elsewhere = findConnectedElsewhere(appKit, namespace)
  const same = elsewhere
    ? connectors.find(
        (connector) =>
          connector.chain === namespace && isSameWallet(elsewhere.connector, connector),
      )
    : undefined
  useInitialFocus(primary, same?.id)
  const walletName =
    (elsewhere?.connector.getWalletInfo?.()?.name ?? elsewhere?.connector.name) || ''
  const connectedNetwork = elsewhere && chains.networks[elsewhere.namespace]?.caipNetwork?.name
  const wanted = copy.walletOf[namespace]
  const networkName = network?.name ?? namespace

  async function continueWith(next: RouteRequest) {
    try {
      if (network) {
        await switchNetwork(appKit, { caipNetworkId: network.caipNetworkId, forConnection: true })
      }
    } catch (error) {
      appKit.logger.error('SwitchActiveChain: the network could not be selected', error)
      snackbar.show(strings.switchNetwork.failed, 'error')
      return
    }
    if (replace) appKit.router.replace(next)
    else appKit.router.push(next)
  }

  return (
    <>
      <div className="ak-status">
        <div className="ak-status-visual">
          <ItemIcon src={image} name={networkName} alt={networkName} />
        </div>
        <p className="ak-status-title">{copy.heading(wanted)}</p>
        <p className="ak-status-text">
          {copy.needs(networkName, wanted)}
          {elsewhere && walletName && connectedNetwork
            ? ` ${copy.connectedOn(walletName, connectedNetwork)}`
            : null}
        </p>
        {elsewhere ? <ConnectedAccount connection={elsewhere} /> : null}
      </div>
      <div className="ak-actions">
        {same ? (
          <button
            ref={primary}
            type="button"
            className="ak-button"
            data-variant="accent"
            data-block=""
            onClick={() =>
              void continueWith({ view: 'ConnectingExternal', data: { connectorId: same.id } })
            }
          >
            {copy.connectSame(same.name)}
          </button>
        ) : null}
        <button
          ref={same ? undefined : primary}
          type="button"
          className="ak-button"
          data-variant={same ? undefined : 'accent'}
          data-block=""
          onClick={() => void continueWith({ view: navigateTo })}
        >
          {copy.chooseAnother}
        </button>
      </div>
    </>
  )
}
