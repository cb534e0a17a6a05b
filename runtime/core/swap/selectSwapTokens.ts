import type { SwapArguments } from '../router/ViewName.js'
import type { SwapFieldErrors, SwapState } from './SwapState.js'
import { findSwapToken, type SwapToken, sameToken } from './SwapToken.js'
import { swapMessages } from './swapMessages.js'

/** The form's tokens and amount after a token list arrived. */
export type SwapSelection = Pick<SwapState, 'fromToken' | 'toToken' | 'amountText' | 'errors'>

/**
 * The row of `tokens` a reference names: a row (matched by address) or a symbol or address
 * (`findSwapToken`).
 * @example resolveSwapToken(tokens, 'usdc') // the USDC row
 */
export function resolveSwapToken(
  tokens: readonly SwapToken[],
  reference: SwapToken | string,
): SwapToken | undefined {
  if (typeof reference === 'string') return findSwapToken(tokens, reference)
  return tokens.find((token) => sameToken(token, reference))
}

/**
 * The field error of a reference no row matches, its text cut short (it may come from a URL).
 * @example unknownTokenError('PEPE', 'Ethereum') // 'No token "PEPE" can be swapped on Ethereum.'
 */
export function unknownTokenError(reference: SwapToken | string, networkName: string): string {
  const name = typeof reference === 'string' ? reference : reference.symbol
  return swapMessages.unknownToken(name.trim().slice(0, 42), networkName)
}

/**
 * What the form holds once `tokens` arrived: the previous choice where its token is still offered
 * (with its typed amount; else the native currency and an empty amount), then `preset` on top. A
 * preset token no row matches, or the same token on both sides, is a field error that changes
 * nothing else.
 * @example selectSwapTokens(tokens, state, { fromToken: 'ETH', toToken: 'USDC' }, 'Ethereum')
 */
export function selectSwapTokens(
  tokens: readonly SwapToken[],
  previous: Pick<SwapState, 'fromToken' | 'toToken' | 'amountText'>,
  preset: SwapArguments | undefined,
  networkName: string,
): SwapSelection {
  const kept = (token: SwapToken | undefined) => token && resolveSwapToken(tokens, token)
  const keptFrom = kept(previous.fromToken)
  let fromToken = keptFrom ?? tokens.find((token) => token.isNative)
  let toToken = kept(previous.toToken)
  let amountText = keptFrom ? previous.amountText : ''
  const errors: SwapFieldErrors = {}
  if (preset?.fromToken !== undefined) {
    const found = resolveSwapToken(tokens, preset.fromToken)
    if (found) fromToken = found
    else errors.from = unknownTokenError(preset.fromToken, networkName)
  }
  if (preset?.toToken !== undefined) {
    const found = resolveSwapToken(tokens, preset.toToken)
    if (found && fromToken && sameToken(found, fromToken)) errors.to = swapMessages.sameToken
    else if (found) toToken = found
    else errors.to = unknownTokenError(preset.toToken, networkName)
  }
  if (toToken && fromToken && sameToken(toToken, fromToken)) toToken = undefined
  if (preset?.amount !== undefined) amountText = preset.amount.trim()
  return { fromToken, toToken, amountText, errors }
}
