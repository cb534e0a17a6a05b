import { createClient, formatUnits, hexToBigInt, http } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import { truncateDecimals } from './truncateDecimals.js'

/**
 * One `eth_getBalance` over viem's http transport (its timeout and retries are the RPC constants of
 * SPEC section 7). Loaded with `import()` on the first balance read, so viem's client code is not
 * in the JavaScript a visitor fetches before connecting.
 */
export async function readNativeBalance(
  network: CaipNetwork,
  address: `0x${string}`,
): Promise<{ balance: string; symbol: string }> {
  // A bare client and one request: `createPublicClient` (every public action) and even the
  // `getBalance` action (multicall and CCIP support) would add tens of KB.
  const client = createClient({
    transport: http(network.rpcUrls.default.http[0], { timeout: 10_000, retryCount: 3 }),
  })
  const wei = hexToBigInt(
    await client.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
  )
  const { decimals, symbol } = network.nativeCurrency
  return { balance: truncateDecimals(formatUnits(wei, decimals)), symbol }
}
