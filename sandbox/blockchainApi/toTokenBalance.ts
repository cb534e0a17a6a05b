import { formatUnits } from 'viem'
import type { TokenBalance } from './BlockchainApiTypes.js'
import type { SandboxAsset } from './sandboxAssets.js'

/**
 * One balance entry of `/v1/account/{address}/balance`, for EVM and Solana alike: the quantity as
 * an exact decimal string, the value at the asset's fixed sandbox price.
 * @example
 * toTokenBalance(sandboxAssets.native, 10n ** 18n, 'eip155:31337', assetsUrl)
 * // { symbol: 'ETH', quantity: { decimals: '18', numeric: '1' }, value: 3000, ... }
 */
export function toTokenBalance(
  asset: SandboxAsset,
  amount: bigint,
  caipNetworkId: string,
  assetsUrl: string,
  /** The token's contract or mint address; absent for the native currency. */
  tokenAddress?: string,
): TokenBalance {
  const numeric = formatUnits(amount, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: caipNetworkId,
    ...(tokenAddress ? { address: `${caipNetworkId}:${tokenAddress}` } : {}),
    value: Number(numeric) * asset.priceUsd,
    price: asset.priceUsd,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: `${assetsUrl}/${asset.icon}`,
  }
}
