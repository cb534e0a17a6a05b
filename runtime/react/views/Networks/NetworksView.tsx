import type { AppKitState } from '../../../core/kernel.js'
import {
  canSwitchNetwork,
  strings,
  useAppKitInstance,
  useAppKitSelector,
  useNetworkSwitch,
} from '../../internal.js'
import { NetworkList } from './NetworkList.js'
import { networksStrings } from './networksStrings.js'

const selectActiveId = (state: AppKitState) =>
  state.chains.networks[state.chains.activeNamespace]?.caipNetwork?.caipNetworkId

/**
 * Networks: every configured network, the active one marked; a click switches to it (the wallet
 * confirms when one is connected). With `enableNetworkSwitch: false` the view still shows (an
 * app may open it to say which networks it works on) but the rows are text and a note says why:
 * that option keeps the modal from switching. Loaded as its own chunk on first use.
 * @example <NetworksView data={undefined} />
 */
export function NetworksView() {
  const appKit = useAppKitInstance()
  const activeId = useAppKitSelector(selectActiveId)
  const switchTo = useNetworkSwitch()
  const canSwitch = canSwitchNetwork(appKit)
  return (
    <>
      <NetworkList
        networks={appKit.config.networks}
        activeId={activeId}
        label={strings.networks.label}
        onSelect={canSwitch ? (network) => void switchTo(network) : undefined}
      />
      {canSwitch ? null : <p className="ak-note">{networksStrings.switchingOff}</p>}
    </>
  )
}
