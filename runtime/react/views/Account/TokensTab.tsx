import { type TokenBalance, truncateDecimals } from '../../../core/kernel.js'
import { ItemIcon, Spinner } from '../../internal.js'
import { accountStrings } from './accountStrings.js'
import { formatUsd } from './format/formatUsd.js'
import type { TokenBalancesStatus } from './useTokenBalances.js'

export interface TokensTabProps {
  status: TokenBalancesStatus
  tokens: readonly TokenBalance[]
  networkName: string
}

/**
 * The Tokens tab: each token the account holds with its icon, name, quantity (truncated to 3
 * decimals), value and price in USD (SPEC section 9), most valuable first. Names and symbols are
 * untrusted text: React renders them inert, and the client has already capped their length.
 * @example <TokensTab status="ready" tokens={tokens} networkName="Ethereum" />
 */
export function TokensTab({ status, tokens, networkName }: TokensTabProps) {
  if (tokens.length === 0) {
    if (status === 'loading') return <Spinner />
    if (status === 'unavailable') {
      return (
        <div className="ak-empty" role="status">
          <p>{accountStrings.tokens.unavailable}</p>
          <p>{accountStrings.tokens.unavailableHint}</p>
        </div>
      )
    }
    return (
      <div className="ak-empty">
        <p>{accountStrings.tokens.empty}</p>
        <p>{accountStrings.tokens.emptyHint(networkName)}</p>
      </div>
    )
  }
  const sorted = [...tokens].sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  return (
    <ul className="ak-list" aria-label={accountStrings.tokens.listLabel}>
      {sorted.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="ak-row">
          <ItemIcon src={token.iconUrl || undefined} name={token.symbol} />
          <span className="ak-row-main">
            <span className="ak-row-title">{token.name}</span>
            <span className="ak-row-sub">
              {accountStrings.tokens.quantity(
                truncateDecimals(token.quantity.numeric),
                token.symbol,
              )}
            </span>
          </span>
          <span className="ak-row-end">
            <span>{formatUsd(token.value)}</span>
            <span className="ak-row-sub">
              {accountStrings.tokens.price(formatUsd(token.price))}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
