import type { Address } from 'viem'
import type { ChainReader } from './createChainReader.js'
import { fungibleAt } from './readerFungibles.js'
import type { SandboxAsset } from './sandboxAssets.js'

/** One entry of `POST /v1/fungible/price`. */
export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

function assetAt(readers: readonly ChainReader[], caipAddress: string): SandboxAsset | undefined {
  const match = /^eip155:(\d+):(0x[0-9a-fA-F]{40})$/.exec(caipAddress)
  const reader = readers.find((entry) => String(entry.chainId) === match?.[1])
  const address = match?.[2] as Address | undefined
  if (!reader || !address) return undefined
  return fungibleAt(reader, address)?.asset
}

/**
 * Prices of CAIP-10 fungible addresses (`eip155:31337:0x...`; `0xeeee...eeee` is the native
 * currency): ETH, SUSD and SEUR at their fixed sandbox prices, the ones the swap pools are seeded
 * at. Addresses the sandbox has no price for are left out, as the real service leaves out unknown
 * tokens.
 * @example
 * priceFungibles([reader], ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], assetsUrl)
 * // [{ name: 'Ether', symbol: 'ETH', iconUrl: '.../assets/eth.svg', price: 3000 }]
 */
export function priceFungibles(
  readers: readonly ChainReader[],
  addresses: readonly string[],
  assetsUrl: string,
): FungiblePrice[] {
  return addresses.flatMap((caipAddress) => {
    const asset = assetAt(readers, caipAddress)
    if (!asset) return []
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        iconUrl: `${assetsUrl}/${asset.icon}`,
        price: asset.priceUsd,
      },
    ]
  })
}
