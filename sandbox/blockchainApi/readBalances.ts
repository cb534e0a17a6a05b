import { type Address, erc20Abi } from 'viem'
import type { TokenBalance } from './BlockchainApiTypes.js'
import type { ChainReader } from './createChainReader.js'
import { readerFungibles } from './readerFungibles.js'
import { toTokenBalance } from './toTokenBalance.js'

/**
 * The native, sandbox-token (SUSD) and euro (SEUR) balances of `address` on each chain, read
 * live. Zero balances are left out, as the real service leaves them out.
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
      const fungibles = readerFungibles(reader)
      const amounts = await Promise.all(
        fungibles.map((fungible) =>
          fungible.native
            ? reader.client.getBalance({ address })
            : reader.client.readContract({
                address: fungible.address,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [address],
              }),
        ),
      )
      return fungibles.flatMap((fungible, index) => {
        const amount = amounts[index] ?? 0n
        if (amount === 0n) return []
        const tokenAddress = fungible.native ? undefined : fungible.address
        return [
          toTokenBalance(fungible.asset, amount, reader.caipNetworkId, assetsUrl, tokenAddress),
        ]
      })
    }),
  )
  return perChain.flat()
}
