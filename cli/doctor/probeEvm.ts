import type { CaipNetwork } from '../../schema/index.js'
import { describeFetchError } from './describeFetchError.js'
import type { ProbeResult } from './ProbeResult.js'

/**
 * Asks an EVM RPC endpoint for its chain id (viem's `eth_chainId`, one try, bounded by the
 * timeout) and compares it with the configured id.
 * @example await probeEvm(network, 'http://127.0.0.1:8545', 10_000) // { status: 'ok', detail: 'answered chain id 31337' }
 */
export async function probeEvm(
  network: CaipNetwork,
  url: string,
  timeoutMs: number,
): Promise<ProbeResult> {
  // Loaded here, not at the top: viem takes a quarter second to import, and every other command
  // (and `appkit --version`) would pay for it.
  const { createPublicClient, http } = await import('viem')
  // retryCount 0: doctor reports what one request does; the runtime's retries would hide it.
  const client = createPublicClient({ transport: http(url, { timeout: timeoutMs, retryCount: 0 }) })
  let chainId: number
  try {
    chainId = await client.getChainId()
  } catch (error) {
    return { status: 'fail', detail: describeFetchError(error, timeoutMs) }
  }
  const expected = Number(network.id)
  if (chainId === expected) return { status: 'ok', detail: `answered chain id ${chainId}` }
  return {
    status: 'fail',
    detail: `reports chain id ${chainId}, not ${expected}: point the RPC URL at an endpoint of ${network.name}, or correct the network's id`,
  }
}
