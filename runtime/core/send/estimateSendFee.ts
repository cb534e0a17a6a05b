import type { AppKit } from '../AppKit.js'
import { toBaseError } from '../kernel.js'
import { chainSendOf } from './chainSendOf.js'
import type { SendFee, TransferParameters } from './SendParameters.js'
import { SendUnsupportedChainError } from './sendErrors.js'

/**
 * What sending `amount` of `token` from `from` to `to` on `network` costs, in the native
 * currency's smallest units, by the code of the network's chain adapter (loaded on first use).
 * @example
 * const { fee } = await estimateSendFee(appKit, { network, from, to, token, amount })
 */
export async function estimateSendFee(
  appKit: AppKit,
  parameters: TransferParameters,
): Promise<SendFee> {
  const { chainNamespace, caipNetworkId } = parameters.network
  const loading = chainSendOf(appKit, chainNamespace)
  if (!loading) throw new SendUnsupportedChainError(caipNetworkId)
  try {
    return await (await loading).estimateFee(appKit, parameters)
  } catch (error) {
    throw toBaseError(error)
  }
}
