import { type Address, erc20Abi } from 'viem'
import type { TokenBalance } from './BlockchainApiTypes.js'
import type { ChainReader } from './createChainReader.js'
import { sandboxAssets } from './sandboxAssets.js'
import { toTokenBalance } from './toTokenBalance.js'

/**
 * The native and sandbox-token balances of `address` on each chain, read live. Zero balances are
 * left out, as the real service leaves them out.
 * @example
 * await readBalances([reader], '0x7099...79C8', 'http://127.0.0.1:4000/assets')
 * // [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '10000.5' }, ... }, { symbol: 'SUSD', ... }]
 */
export async function readBalances(
  readers: readonly ChainReader[],
  address: Address,
  assetsUrl: string,
): Promise<TokenBalance[]> {
  const perChain = await Promise.all(
    readers.map(async (reader) => {
      const { tokenAddress } = reader
      const [native, token] = await Promise.all([
        reader.client.getBalance({ address }),
        tokenAddress
          ? reader.client.readContract({
              address: tokenAddress,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [address],
            })
          : 0n,
      ])
      const balances: TokenBalance[] = []
      if (native > 0n)
        balances.push(toTokenBalance(sandboxAssets.native, native, reader.caipNetworkId, assetsUrl))
      if (token > 0n && tokenAddress) {
        balances.push(
          toTokenBalance(sandboxAssets.token, token, reader.caipNetworkId, assetsUrl, tokenAddress),
        )
      }
      return balances
    }),
  )
  return perChain.flat()
}
