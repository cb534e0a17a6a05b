import type { CaipNetwork } from '../../../../../schema/index.js'
import type { AppKit } from '../../../AppKit.js'
import { getRpcClient } from '../../../rpc/getRpcClient.js'
import { type PollOptions, pollUntil } from '../../../send/pollUntil.js'

/**
 * Polls `eth_getTransactionReceipt` over the kit's RPC transport until the transaction is mined:
 * 'failed' for a reverted one, `undefined` when the bound ran out.
 * @example const outcome = await waitForEip155Confirmation(appKit, network, hash, { timeoutMs: 60_000 })
 */
export function waitForEip155Confirmation(
  appKit: AppKit,
  network: CaipNetwork,
  hash: string,
  options: PollOptions,
): Promise<'confirmed' | 'failed' | undefined> {
  const client = getRpcClient(appKit, network)
  return pollUntil(async () => {
    const receipt = await client.request({
      method: 'eth_getTransactionReceipt',
      params: [hash as `0x${string}`],
    })
    if (!receipt) return undefined
    return receipt.status === '0x1' ? 'confirmed' : 'failed'
  }, options)
}
