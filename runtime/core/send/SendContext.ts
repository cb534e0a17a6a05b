import type { CaipNetwork } from '../../../schema/index.js'
import type { ChainSend } from '../adapters/ChainSend.js'
import type { CheckReceiverResult } from './checkReceiver.js'
import type { CreateSendFlowOptions } from './createSendFlow.js'
import type { ReadFreshBalanceParameters } from './readFreshBalance.js'
import type { SendFee, TransferParameters } from './SendParameters.js'
import type { SendTokensParameters } from './sendTokens.js'

/**
 * What the send controller reaches the chain, the wallet and the kit's events through: the kit's
 * own functions (`sendControllerOf` wires them), or a test's stand-ins.
 */
export interface SendContext {
  /**
   * The send code of `network`'s chain (`chainSendOf`: its adapter's, loaded on first use), or
   * `undefined` when the kit cannot send there.
   */
  chainSend(network: CaipNetwork): Promise<ChainSend> | undefined
  /** The balance read from the chain now, never a cached one (`readFreshBalance`). */
  readBalance(parameters: ReadFreshBalanceParameters): Promise<bigint>
  /** `estimateSendFee`. */
  estimateFee(parameters: TransferParameters): Promise<SendFee>
  /** `resolveName`: a typed name to an address, or why not. */
  resolveName(network: CaipNetwork, name: string): Promise<CheckReceiverResult>
  /** Asks the wallet to send (`sendTokens`). */
  send(parameters: SendTokensParameters): Promise<{ hash: string }>
  /** The send events, to the kit's emitter. */
  emit: CreateSendFlowOptions['emit']
}
