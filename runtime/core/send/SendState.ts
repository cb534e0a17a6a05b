import type { CaipNetwork } from '../../../schema/index.js'
import type { TokenBalance } from '../state/AccountState.js'
import type { SendFee } from './SendParameters.js'

/** A checked send, waiting for the user to confirm it. */
export interface SendPreview {
  network: CaipNetwork
  from: string
  token: TokenBalance
  /** In the token's smallest units. */
  amount: bigint
  /** As the user typed it, normalized (what the events report). */
  amountText: string
  receiver: string
  /** The name the receiver was typed as, when it was resolved from one. */
  receiverName?: string
  /** The estimated network fee (native smallest units), passed on to the wallet request. */
  fee: SendFee
  warnings: readonly string[]
}

/**
 * SPEC section 3's send state: the token, the amount and the receiver as the user gave them,
 * and the send being confirmed (with the receiver's name when one was resolved). It outlives the
 * views, so Back from the confirmation returns to a filled form, and it is cleared after a
 * successful send (SPEC section 4).
 */
export interface SendState {
  /** The chosen token (`tokenKeyOf`); `undefined` picks the first one offered, the native one. */
  tokenKey: string | undefined
  amountText: string
  receiverText: string
  preview: SendPreview | undefined
  /** A check of the form (Review, Max) is running: one at a time. */
  checking: boolean
}

export const initialSendState: SendState = {
  tokenKey: undefined,
  amountText: '',
  receiverText: '',
  preview: undefined,
  checking: false,
}

/**
 * The key a token is chosen by in the form: its CAIP-10 address, or 'native'.
 * @example tokenKeyOf({ ...ether, address: undefined }) // 'native'
 */
export function tokenKeyOf(token: Pick<TokenBalance, 'address'>): string {
  return token.address ?? 'native'
}

/**
 * Whether `preview` was checked for another account or network than the one on screen: then it
 * must be reviewed again before it is sent.
 * @example isPreviewStale(preview, { address: account.address, caipNetworkId: 'eip155:1' })
 */
export function isPreviewStale(
  preview: SendPreview,
  onScreen: { address: string | undefined; caipNetworkId: string | undefined },
): boolean {
  return (
    onScreen.address !== preview.from || onScreen.caipNetworkId !== preview.network.caipNetworkId
  )
}

/**
 * The token the form has chosen among those offered (`sendTokensOf`): the one of `tokenKey`,
 * else the first, the native currency.
 * @example const token = chosenToken(sendTokensOf(network, balances, balance), state.tokenKey)
 */
export function chosenToken<Token extends Pick<TokenBalance, 'address'>>(
  tokens: readonly Token[],
  tokenKey: string | undefined,
): Token | undefined {
  return tokens.find((token) => tokenKeyOf(token) === tokenKey) ?? tokens[0]
}
