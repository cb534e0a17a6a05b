import { type Address, erc20Abi, formatUnits } from 'viem'
import type { TokenBalance } from './BlockchainApiTypes.js'
import type { ChainReader } from './createChainReader.js'
import { type SandboxAsset, sandboxAssets } from './sandboxAssets.js'

function toBalance(
  asset: SandboxAsset,
  amount: bigint,
  reader: ChainReader,
  assetsUrl: string,
  tokenAddress?: Address,
): TokenBalance {
  const numeric = formatUnits(amount, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: reader.caipNetworkId,
    ...(tokenAddress ? { address: `${reader.caipNetworkId}:${tokenAddress}` } : {}),
    value: Number(numeric) * asset.priceUsd,
    price: asset.priceUsd,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: `${assetsUrl}/${asset.icon}`,
  }
}

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
      if (native > 0n) balances.push(toBalance(sandboxAssets.native, native, reader, assetsUrl))
      if (token > 0n && tokenAddress) {
        balances.push(toBalance(sandboxAssets.token, token, reader, assetsUrl, tokenAddress))
      }
      return balances
    }),
  )
  return perChain.flat()
}
