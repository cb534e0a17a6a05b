import { useId, useState } from 'react'
import { type SwapToken, truncateDecimals } from '../../../core/kernel.js'
import { ItemIcon } from '../../internal.js'
import { swapStrings } from './swapStrings.js'

/** Whether `token` matches what was typed: its symbol, name or address, ignoring case. */
function matches(token: SwapToken, query: string): boolean {
  const wanted = query.trim().toLowerCase()
  if (!wanted) return true
  return [token.symbol, token.name, token.address].some((text) =>
    text.toLowerCase().includes(wanted),
  )
}

/**
 * The token list of the Swap view: held tokens first (the controller's order), a search over
 * symbol, name and address, each row with its icon and balance; `current` is marked.
 * @example <SwapTokenPicker side="from" tokens={tokens} current={from} onPick={pick} onClose={close} />
 */
export function SwapTokenPicker({
  side,
  tokens,
  current,
  onPick,
  onClose,
}: {
  side: 'from' | 'to'
  tokens: readonly SwapToken[]
  current: SwapToken | undefined
  onPick(token: SwapToken): void
  onClose(): void
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const shown = tokens.filter((token) => matches(token, query))
  return (
    <div className="ak-swap-picker">
      <label className="ak-field-label" htmlFor={`${id}-search`}>
        {swapStrings.search.label}
      </label>
      <input
        id={`${id}-search`}
        className="ak-input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        // The picker replaces the form: the search is where the user goes next.
        // biome-ignore lint/a11y/noAutofocus: the list was opened by the user to search it
        autoFocus
        placeholder={swapStrings.search.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return
          event.stopPropagation()
          onClose()
        }}
      />
      <ul
        className="ak-list ak-swap-tokens"
        aria-label={side === 'from' ? swapStrings.search.listFrom : swapStrings.search.listTo}
      >
        {shown.map((token) => (
          <li key={token.address}>
            <button
              type="button"
              className="ak-item"
              aria-current={current?.address === token.address ? 'true' : undefined}
              onClick={() => onPick(token)}
            >
              <ItemIcon src={token.logoUri || undefined} name={token.symbol} />
              <span className="ak-item-name ak-swap-token-name">
                <span className="ak-swap-token-symbol">{token.symbol}</span>
                <span className="ak-field-hint">{token.name}</span>
              </span>
              {token.quantity.numeric !== '0' ? (
                <span className="ak-swap-token-balance">
                  {truncateDecimals(token.quantity.numeric)}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="ak-note">{swapStrings.search.none}</p> : null}
      <button type="button" className="ak-button" data-block="" onClick={onClose}>
        {swapStrings.search.close}
      </button>
    </div>
  )
}
