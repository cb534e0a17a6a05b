import type { AppKitState } from '../../../core/index.js'
import { strings, useAppKitInstance, useAppKitSelector, useNetworkSwitch } from '../../internal.js'
import { NetworkList } from './NetworkList.js'

const selectActiveId = (state: AppKitState) =>
  state.chains.networks[state.chains.activeNamespace]?.caipNetwork?.caipNetworkId

/**
 * Networks: every configured network, the active one marked; a click switches to it (the wallet
 * confirms when one is connected). Loaded as its own chunk on first use.
 * @example <NetworksView data={undefined} />
 */
export function NetworksView() {
  const appKit = useAppKitInstance()
  const activeId = useAppKitSelector(selectActiveId)
  const switchTo = useNetworkSwitch()
  return (
    <NetworkList
      networks={appKit.config.networks}
      activeId={activeId}
      label={strings.networks.label}
      onSelect={(network) => void switchTo(network)}
    />
  )
}
