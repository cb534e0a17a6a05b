import type { CaipNetwork } from '../../../../../schema/index.js'
import { type PollOptions, pollUntil } from '../../../send/pollUntil.js'
import { solanaConnection } from './solanaConnection.js'

/** `getSignatureStatuses` until the signature is confirmed (or failed) on `network`. */
export function waitForSolanaConfirmation(
  network: CaipNetwork,
  signature: string,
  options: PollOptions,
): Promise<'confirmed' | 'failed' | undefined> {
  const connection = solanaConnection(network)
  return pollUntil(async () => {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (!status) return undefined
    if (status.err) return 'failed'
    const level = status.confirmationStatus
    return level === 'confirmed' || level === 'finalized' ? 'confirmed' : undefined
  }, options)
}
