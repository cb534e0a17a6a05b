import { type Chain, defineChain } from 'viem'

/**
 * A viem `Chain` for a sandbox chain, so clients and wallet actions know its id and RPC.
 * @example
 * const client = createPublicClient({ chain: toViemChain(chain), transport: http(), cacheTime: 0 })
 */
export function toViemChain(chain: { chainId: number; rpcUrl: string }): Chain {
  return defineChain({
    id: chain.chainId,
    name: `Sandbox ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
}
