import type { AppKit } from '../AppKit.js'
import { toBaseError } from '../kernel.js'
import type { SendFee, TransferParameters } from './SendParameters.js'
import { SendUnsupportedChainError } from './sendErrors.js'

/**
 * What sending `amount` of `token` from `from` to `to` on `network` costs, in the native
 * currency's smallest units. The chain's code is loaded only for its namespace.
 * @example
 * const { fee } = await estimateSendFee(appKit, { network, from, to, token, amount })
 */
export async function estimateSendFee(
  appKit: AppKit,
  parameters: TransferParameters,
): Promise<SendFee> {
  const { chainNamespace, caipNetworkId } = parameters.network
  try {
    if (chainNamespace === 'eip155') {
      const { estimateEip155Fee } = await import('./estimateEip155Fee.js')
      return await estimateEip155Fee(appKit, parameters)
    }
    if (chainNamespace === 'solana') {
      const { estimateSolanaFee } = await import('./estimateSolanaFee.js')
      return await estimateSolanaFee(parameters)
    }
  } catch (error) {
    throw toBaseError(error)
  }
  throw new SendUnsupportedChainError(caipNetworkId)
}
