import { type Address, isAddressEqual } from 'viem'
import type { ChainReader } from './createChainReader.js'
import { nativeAssetAddress, type SandboxAsset, sandboxAssets } from './sandboxAssets.js'

/** A fungible the stand-in knows on one chain. */
export interface ReaderFungible {
  /** The token contract; `nativeAssetAddress` for the native currency. */
  address: Address
  asset: SandboxAsset
  native: boolean
}

/**
 * The fungibles of one chain, in the order the stand-in lists them: the native currency, then
 * the sandbox token (SUSD) and the euro (SEUR) where they are deployed.
 * @example
 * readerFungibles(reader).map((entry) => entry.asset.symbol) // ['ETH', 'SUSD', 'SEUR']
 */
export function readerFungibles(reader: ChainReader): ReaderFungible[] {
  const fungibles: ReaderFungible[] = [
    { address: nativeAssetAddress, asset: sandboxAssets.native, native: true },
  ]
  if (reader.tokenAddress) {
    fungibles.push({ address: reader.tokenAddress, asset: sandboxAssets.token, native: false })
  }
  if (reader.euroTokenAddress) {
    fungibles.push({ address: reader.euroTokenAddress, asset: sandboxAssets.euro, native: false })
  }
  return fungibles
}

/**
 * The fungible at `address` on the reader's chain (any case), or undefined for one it does not know.
 * @example
 * fungibleAt(reader, '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')?.asset.symbol // 'ETH'
 */
export function fungibleAt(reader: ChainReader, address: Address): ReaderFungible | undefined {
  return readerFungibles(reader).find((entry) => isAddressEqual(entry.address, address))
}
