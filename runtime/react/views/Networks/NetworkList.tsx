import type { CaipNetwork, CaipNetworkId } from '../../../../schema/index.js'
import { Icon } from '../../internal.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'

export interface NetworkListProps {
  networks: readonly CaipNetwork[]
  /** The network to mark as current (`aria-current`), if any. */
  activeId: CaipNetworkId | undefined
  label: string
  onSelect(network: CaipNetwork): void
}

/**
 * The configured networks as a list of buttons, the current one marked.
 * @example <NetworkList networks={config.networks} activeId={id} label="Networks" onSelect={switchTo} />
 */
export function NetworkList({ networks, activeId, label, onSelect }: NetworkListProps) {
  return (
    <ul className="ak-list" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="ak-item"
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(network)}
            >
              <NetworkIcon network={network} />
              <span className="ak-item-name">{network.name}</span>
              {active ? (
                <span className="ak-check">
                  <Icon name="check" />
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
