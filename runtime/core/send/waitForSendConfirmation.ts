import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { getRpcClient } from '../rpc/getRpcClient.js'
import { type PollOptions, pollUntil } from './pollUntil.js'
import { SendConfirmationError, SendUnsupportedChainError } from './sendErrors.js'

export interface WaitForSendConfirmationParameters extends PollOptions {
  network: CaipNetwork
  /** What `sendTokens` returned. */
  hash: string
}

/**
 * Waits, within a bound, until a sent transaction is confirmed: `eth_getTransactionReceipt`
 * polling on EVM networks, `getSignatureStatuses` on Solana. 'failed' is a reverted or erroring
 * transaction. When the RPC drops or the bound runs out it rejects with `SendConfirmationError`,
 * whose `hash` is the one given, so the caller keeps showing it and never sends again.
 * @example
 * const outcome = await waitForSendConfirmation(appKit, { network, hash }) // 'confirmed'
 */
export async function waitForSendConfirmation(
  appKit: AppKit,
  parameters: WaitForSendConfirmationParameters,
): Promise<'confirmed' | 'failed'> {
  const { network, hash, ...options } = parameters
  let outcome: 'confirmed' | 'failed' | undefined
  try {
    if (network.chainNamespace === 'eip155') {
      const client = getRpcClient(appKit, network)
      outcome = await pollUntil(async () => {
        const receipt = await client.request({
          method: 'eth_getTransactionReceipt',
          params: [hash as `0x${string}`],
        })
        if (!receipt) return undefined
        return receipt.status === '0x1' ? 'confirmed' : 'failed'
      }, options)
    } else if (network.chainNamespace === 'solana') {
      const { waitForSolanaConfirmation } = await import('./waitForSolanaConfirmation.js')
      outcome = await waitForSolanaConfirmation(network, hash, options)
    } else {
      throw new SendUnsupportedChainError(network.caipNetworkId)
    }
  } catch (error) {
    if (error instanceof SendUnsupportedChainError) throw error
    throw new SendConfirmationError(hash, error)
  }
  if (outcome === undefined) {
    throw new SendConfirmationError(hash, new Error('No confirmation within the time allowed.'))
  }
  return outcome
}
