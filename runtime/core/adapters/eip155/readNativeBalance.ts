import { formatUnits, hexToBigInt } from 'viem'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { AppKit } from '../../AppKit.js'
import { truncateDecimals } from '../../kernel.js'
import { getRpcClient } from '../../rpc/getRpcClient.js'

/**
 * One `eth_getBalance` over the kit's RPC transport for `network` (every RPC URL of it, with the
 * fallback, retries, timeout and batching of SPEC section 7). Loaded with `import()` on the first
 * balance read, so viem's client code is not in the JavaScript a visitor fetches before connecting.
 */
export async function readNativeBalance(
  appKit: AppKit,
  network: CaipNetwork,
  address: `0x${string}`,
): Promise<{ balance: string; symbol: string }> {
  // One raw request: even the `getBalance` action (multicall and CCIP support) would add tens of KB.
  const client = getRpcClient(appKit, network)
  const wei = hexToBigInt(
    await client.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
  )
  const { decimals, symbol } = network.nativeCurrency
  return { balance: truncateDecimals(formatUnits(wei, decimals)), symbol }
}
