import { Connection, PublicKey } from '@solana/web3.js'
import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../../../schema/index.js'
import { truncateDecimals } from '../../kernel.js'
import type { NativeBalance } from '../ChainAdapter.js'

/** How long one balance read may take before it counts as failed (SPEC section 7's RPC timeout). */
const readTimeoutMs = 10_000

/**
 * `getBalance` of `address` on `network`'s first RPC URL through `@solana/web3.js` (loaded with
 * `import()` on the first Solana balance read), in SOL truncated to 3 decimals (SPEC section 9).
 * @example await readSolanaBalance(solanaLocalnet, 'G7vPH1...') // { balance: '100', symbol: 'SOL' }
 */
export async function readSolanaBalance(
  network: CaipNetwork,
  address: string,
): Promise<NativeBalance> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`${network.caipNetworkId} has no RPC URL.`)
  const connection = new Connection(url, {
    commitment: 'confirmed',
    // Bounded: a validator that accepts the connection and never answers must not hang the read.
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(readTimeoutMs) }),
  })
  const lamports = await connection.getBalance(new PublicKey(address))
  const { decimals, symbol } = network.nativeCurrency
  return { balance: truncateDecimals(formatUnits(BigInt(lamports), decimals)), symbol }
}
