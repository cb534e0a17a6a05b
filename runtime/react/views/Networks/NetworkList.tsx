import { useId, useRef } from 'react'
import type { CaipNetwork, CaipNetworkId } from '../../../../schema/index.js'
import { Icon, useAdoptedSheet } from '../../internal.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { networkRows } from './networkRows.js'
import { networksCss } from './networksCss.js'

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
 * one marked. Networks marked unavailable (`appkit dev` offline) come last, dimmed, with the
 * reason under the name; their buttons stay focusable (`aria-disabled`, the reason as their
 * description) so a screen reader hears why, but a click does nothing.
 * @example <NetworkList networks={config.networks} activeId={id} label="Networks" onSelect={switchTo} />
 */
export function NetworkList({ networks, activeId, label, onSelect }: NetworkListProps) {
  const listRef = useRef<HTMLUListElement>(null)
  useAdoptedSheet(listRef, networksCss)
  const idPrefix = useId()
  return (
    <ul className="ak-list" aria-label={label} ref={listRef}>
      {networkRows(networks).map(({ network, name, unavailable }, index) => {
        const active = network.caipNetworkId === activeId
        const nameId = `${idPrefix}-${index}-name`
        const reasonId = `${idPrefix}-${index}-reason`
        const content = (
          <>
            <NetworkIcon network={network} />
            {unavailable ? (
              <span className="ak-item-text">
                <span className="ak-item-name" id={nameId}>
                  {name}
                </span>
                {/* Words apart in the text as in the name ("Ethereum Unavailable ..."). */}{' '}
                <span className="ak-item-reason" id={reasonId}>
                  {unavailable}
                </span>
              </span>
            ) : (
              <span className="ak-item-name">{name}</span>
            )}
            {active ? (
              <span className="ak-check">
                <Icon name="check" />
              </span>
            ) : null}
          </>
        )
        const marks = {
          'aria-current': active ? ('true' as const) : undefined,
          'data-unavailable': unavailable ? '' : undefined,
        }
        return (
          <li key={network.caipNetworkId}>
            {onSelect && unavailable ? (
              <button
                type="button"
                className="ak-item"
                aria-disabled="true"
                aria-labelledby={`${nameId} ${reasonId}`}
                {...marks}
              >
                {content}
              </button>
            ) : onSelect ? (
              <button
                type="button"
                className="ak-item"
                onClick={() => onSelect(network)}
                {...marks}
              >
                {content}
              </button>
            ) : (
              <div className="ak-item" data-static="" {...marks}>
                {content}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
