import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { chainSendOf } from './chainSendOf.js'
import type { PollOptions } from './pollUntil.js'
import { SendConfirmationError, SendUnsupportedChainError } from './sendErrors.js'

export interface WaitForSendConfirmationParameters extends PollOptions {
  network: CaipNetwork
  /** What `sendTokens` returned. */
  hash: string
}

/**
 * Waits, within a bound, until a sent transaction is confirmed, polling as the network's chain
 * adapter does (`eth_getTransactionReceipt` on EVM networks, `getSignatureStatuses` on Solana).
 * 'failed' is a reverted or erroring transaction. When the RPC drops or the bound runs out it rejects with `SendConfirmationError`,
 * whose `hash` is the one given, so the caller keeps showing it and never sends again.
 * @example
 * const outcome = await waitForSendConfirmation(appKit, { network, hash }) // 'confirmed'
 */
export async function waitForSendConfirmation(
  appKit: AppKit,
  parameters: WaitForSendConfirmationParameters,
): Promise<'confirmed' | 'failed'> {
  const { network, hash, ...options } = parameters
  const loading = chainSendOf(appKit, network.chainNamespace)
  if (!loading) throw new SendUnsupportedChainError(network.caipNetworkId)
  let outcome: 'confirmed' | 'failed' | undefined
  try {
    outcome = await (await loading).waitForConfirmation(appKit, network, hash, options)
  } catch (error) {
    throw new SendConfirmationError(hash, error)
  }
  if (outcome === undefined) {
    throw new SendConfirmationError(hash, new Error('No confirmation within the time allowed.'))
  }
  return outcome
}
