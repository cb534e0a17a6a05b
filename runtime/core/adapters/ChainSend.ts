import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { CheckReceiverResult } from '../send/checkReceiver.js'
import type { PollOptions } from '../send/pollUntil.js'
import type { SendFee, SendToken, TransferParameters } from '../send/SendParameters.js'

/**
 * A namespace's sending (SPEC section 4 "Send"), as its adapter's `send()` loads it: the engine's
 * send feature (`runtime/core/send/`) checks what is common to every chain and asks this for the
 * rest, so a namespace without it (or an app without its adapter) answers 'Unsupported chain'.
 * @example const chain = await eip155Adapter.send?.()
 */
export interface ChainSend {
  /**
   * The receiver as this namespace writes an address (EVM: checksummed), or why not. `text` is
   * already trimmed and free of hidden characters and spaces (`checkReceiver`); `network` is
   * where it is sent (Bitcoin addresses differ by network).
   */
  checkReceiver(text: string, network?: CaipNetwork): CheckReceiverResult
  /**
   * Why `amount` of `token` cannot be sent on this chain whatever the balance (Bitcoin: below the
   * 546-sat dust limit), or `undefined`. Checked at Review and again before the wallet is asked.
   */
  checkAmount?(amount: bigint, token: SendToken): string | undefined
  /** `address`'s balance of `token` in smallest units, read from the chain now (never cached). */
  readBalance(
    appKit: AppKit,
    network: CaipNetwork,
    address: string,
    token: SendToken,
  ): Promise<bigint>
  /** What the transfer costs in the native currency's smallest units. */
  estimateFee(appKit: AppKit, transfer: TransferParameters): Promise<SendFee>
  /**
   * Asks the connected wallet to send; resolves with the transaction hash once it is sent.
   * `fee`, when given, is the estimate to ask the wallet with (EVM: gas and fee per gas).
   */
  send(
    appKit: AppKit,
    transfer: TransferParameters & { fee?: SendFee | undefined },
  ): Promise<{ hash: string }>
  /** Polls until `hash` is confirmed or failed; `undefined` when the bound ran out. */
  waitForConfirmation(
    appKit: AppKit,
    network: CaipNetwork,
    hash: string,
    options: PollOptions,
  ): Promise<'confirmed' | 'failed' | undefined>
}
