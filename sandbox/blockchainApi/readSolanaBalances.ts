import type { TokenBalance } from './BlockchainApiTypes.js'
import type { SolanaReader } from './createSolanaReader.js'
import { sandboxAssets } from './sandboxAssets.js'
import { toTokenBalance } from './toTokenBalance.js'

/**
 * The SOL and sandbox SUSD balances of a Solana `owner` on the local validator, read live, in the
 * shape and at the fixed prices of the EVM balances. Zero balances are left out, as there.
 * @example
 * await readSolanaBalances(reader, 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', assetsUrl)
 * // [{ symbol: 'SOL', quantity: { decimals: '9', numeric: '100' }, ... }, { symbol: 'SUSD', ... }]
 */
export async function readSolanaBalances(
  reader: SolanaReader,
  owner: string,
  assetsUrl: string,
): Promise<TokenBalance[]> {
  const { lamports, tokenUnits } = await reader.readHoldings(owner)
  const { caipNetworkId, tokenMint } = reader
  const balances: TokenBalance[] = []
  if (lamports > 0n) {
    balances.push(toTokenBalance(sandboxAssets.sol, lamports, caipNetworkId, assetsUrl))
  }
  if (tokenUnits > 0n) {
    balances.push(
      toTokenBalance(sandboxAssets.splToken, tokenUnits, caipNetworkId, assetsUrl, tokenMint),
    )
  }
  return balances
}
