import type { CaipNetwork } from '../../../schema/index.js'
import { strings } from '../strings.js'
import type { AppKitTriggerStyleProps } from './AppKitButtons.js'
import { TriggerIcon } from './TriggerIcon.js'

export interface StaticNetworkTriggerProps extends AppKitTriggerStyleProps {
  network: CaipNetwork
  /** The network's image, from `useNetworkImage`. */
  image: { src: string | undefined; pending?: boolean }
  /** The instance's theme key, as the buttons carry it. */
  theme: string | undefined
}

/**
 * The network button of an app with `enableNetworkSwitch: false`: the same look, but text rather
 * than a button (no chevron, not focusable), since there is nothing to open. Screen readers read
 * 'Network: <name>' whatever the width (phones hide the visible name).
 * @example <StaticNetworkTrigger network={caipNetwork} image={useNetworkImage(caipNetwork)} theme={theme} />
 */
export function StaticNetworkTrigger({
  network,
  image,
  theme,
  className,
  style,
}: StaticNetworkTriggerProps) {
  return (
    <span
      data-appkit="network-button"
      data-ak-theme={theme}
      data-variant="network"
      data-static=""
      className={className ? `ak-trigger ${className}` : 'ak-trigger'}
      style={style}
    >
      <TriggerIcon {...image} name={network.name} />
      <span className="ak-trigger-hidden">{strings.triggers.network(network.name)}</span>
      <span className="ak-trigger-label" aria-hidden="true">
        {network.name}
      </span>
    </span>
  )
}
