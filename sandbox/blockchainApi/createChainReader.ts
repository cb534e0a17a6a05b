import { createPublicClient, getAddress, http, type PublicClient } from 'viem'
import { toViemChain } from '../chain/toViemChain.js'
import type { BlockchainApiChain } from './BlockchainApiTypes.js'

/** A chain the stand-in reads, with its viem client and CAIP-2 id. */
export interface ChainReader {
  chainId: number
  /** `eip155:<chainId>`. */
  caipNetworkId: string
  tokenAddress: BlockchainApiChain['tokenAddress']
  nftAddress: BlockchainApiChain['nftAddress']
  euroTokenAddress: BlockchainApiChain['euroTokenAddress']
  swapAddress: BlockchainApiChain['swapAddress']
  client: PublicClient
}

/**
 * A viem client for one chain with caching off (`cacheTime: 0`), so every answer reflects the
 * chain as it is now, and JSON-RPC batching, since the history reads many blocks at once.
 * @example
 * const reader = createChainReader({ chainId: 31337, rpcUrl: chain.rpcUrl })
 */
export function createChainReader(chain: BlockchainApiChain): ChainReader {
  return {
    chainId: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    tokenAddress: chain.tokenAddress ? getAddress(chain.tokenAddress) : undefined,
    nftAddress: chain.nftAddress ? getAddress(chain.nftAddress) : undefined,
    euroTokenAddress: chain.euroTokenAddress ? getAddress(chain.euroTokenAddress) : undefined,
    swapAddress: chain.swapAddress ? getAddress(chain.swapAddress) : undefined,
    client: createPublicClient({
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl, { batch: { batchSize: 200 }, retryCount: 1 }),
      cacheTime: 0,
    }),
  }
}
