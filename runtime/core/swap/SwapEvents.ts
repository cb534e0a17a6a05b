import type { CaipNetworkId } from '../../../schema/index.js'

/** A token of a swap event: its symbol and CAIP-10 address (`0xeeee...eeee` for native). */
export interface SwapEventToken {
  symbol: string
  address: string
}

/** What every swap event says about the swap (no account address: analytics must not collect it). */
export interface SwapEventDetails {
  caipNetworkId: CaipNetworkId
  fromToken: SwapEventToken
  toToken: SwapEventToken
  /** The amount sold, in whole tokens as a decimal string ('0.5'). */
  amount: string
}

/**
 * The swap flow's events, by name, for the kit's emitter: `swapInitiated` when the user confirmed
 * (before the first wallet prompt), `swapApproveSuccess` once the approval is mined,
 * `swapSuccess` once the swap is mined, `swapError` when it ends otherwise (declined, reverted,
 * failed), with why.
 */
export interface SwapEvents {
  swapInitiated: SwapEventDetails
  swapApproveSuccess: SwapEventDetails & { hash: string }
  swapSuccess: SwapEventDetails & { hash: string }
  swapError: SwapEventDetails & { hash?: string; reason: string }
}
