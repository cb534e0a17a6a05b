import type { ConvertToken } from '../blockchainApi/convertTokens.js'

/**
 * A token of the Swap view (SPEC section 3 "Swap token"): one the swap service trades on the
 * network, with the account's balance of it and its price when known.
 */
export interface SwapToken extends ConvertToken {
  /** The network's native currency (`0xeeee...eeee`): sold without an approval. */
  isNative: boolean
  /** The account's balance: whole units as a decimal string ('0' when it holds none). */
  quantity: { decimals: string; numeric: string }
  /** USD per whole token, when known (from the balances or the price service). */
  price: number | undefined
  /** The balance's worth in USD, when known. */
  value: number | undefined
}

/** Whether two CAIP-10 token addresses are the same token (hex ignores case). */
export function sameToken(a: Pick<SwapToken, 'address'>, b: Pick<SwapToken, 'address'>): boolean {
  return a.address.toLowerCase() === b.address.toLowerCase()
}

/**
 * The token a preset or a typed reference names: its symbol (case-insensitive; the first match,
 * so held tokens win), its CAIP-10 address or its bare contract address.
 * @example findSwapToken(tokens, 'usdc') // the USDC row
 * @example findSwapToken(tokens, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48') // the same row
 */
export function findSwapToken(
  tokens: readonly SwapToken[],
  reference: string,
): SwapToken | undefined {
  const wanted = reference.trim().toLowerCase()
  if (!wanted) return undefined
  return (
    tokens.find((token) => token.address.toLowerCase() === wanted) ??
    tokens.find((token) => token.address.toLowerCase().endsWith(`:${wanted}`)) ??
    tokens.find((token) => token.symbol.toLowerCase() === wanted)
  )
}
