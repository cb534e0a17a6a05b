import type { AppKitState } from '../../../core/kernel.js'
import { strings, useAppKitInstance, useAppKitSelector, useNetworkSwitch } from '../../internal.js'
import { DisconnectButton } from '../DisconnectButton.js'
import { NetworkList } from '../Networks/NetworkList.js'

const selectNamespace = (state: AppKitState) => state.chains.activeNamespace

/**
 * UnsupportedChain: the wallet is on a network the app does not support. Lists the configured
 * networks of the active namespace to switch to, and offers to disconnect. Its own chunk.
 * @example <UnsupportedChainView data={undefined} />
 */
export function UnsupportedChainView() {
  const appKit = useAppKitInstance()
  const namespace = useAppKitSelector(selectNamespace)
  const switchTo = useNetworkSwitch()
  const networks = appKit.config.networks.filter((network) => network.chainNamespace === namespace)
  return (
    <>
      <div className="ak-status">
        <p className="ak-status-title">{strings.unsupportedChain.heading}</p>
        <p className="ak-status-text">{strings.unsupportedChain.text}</p>
      </div>
      <div className="ak-actions">
        <NetworkList
          networks={networks}
          activeId={undefined}
          label={strings.networks.label}
          onSelect={(network) => void switchTo(network)}
        />
        <DisconnectButton />
      </div>
    </>
  )
}
