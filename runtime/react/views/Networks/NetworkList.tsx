import type { CaipNetwork, CaipNetworkId } from '../../../../schema/index.js'
import { Icon } from '../../internal.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'

export interface NetworkListProps {
  networks: readonly CaipNetwork[]
  /** The network to mark as current (`aria-current`), if any. */
  activeId: CaipNetworkId | undefined
  label: string
  /** Called with the picked network; without it the rows are text, not buttons. */
  onSelect?: (network: CaipNetwork) => void
}

/**
 * The configured networks as a list of buttons (of plain rows without `onSelect`), the current
 * one marked.
 * @example <NetworkList networks={config.networks} activeId={id} label="Networks" onSelect={switchTo} />
 */
export function NetworkList({ networks, activeId, label, onSelect }: NetworkListProps) {
  return (
    <ul className="ak-list" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeId
        const content = (
          <>
            <NetworkIcon network={network} />
            <span className="ak-item-name">{network.name}</span>
            {active ? (
              <span className="ak-check">
                <Icon name="check" />
              </span>
            ) : null}
          </>
        )
        return (
          <li key={network.caipNetworkId}>
            {onSelect ? (
              <button
                type="button"
                className="ak-item"
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(network)}
              >
                {content}
              </button>
            ) : (
              <div className="ak-item" data-static="" aria-current={active ? 'true' : undefined}>
                {content}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
