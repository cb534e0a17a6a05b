import type { CaipNetwork } from '../../../schema/index.js'
import { BaseError } from '../errors/BaseError.js'
import { ProviderRpcError } from '../errors/ProviderRpcError.js'

/** How long a wallet may take to report the new chain after agreeing to switch (SPEC section 9). */
const switchChainTimeoutMs = 10_000
/** How often `eth_chainId` is asked while waiting, for wallets that emit no `chainChanged`. */
const pollIntervalMs = 1_000

/** What the switch needs from its connector; `request` already wraps foreign errors. */
export interface SwitchEip1193ChainContext {
  request(method: string, params?: unknown): Promise<unknown>
  getChainId(): Promise<number>
  /** Calls `listener` with each chain the wallet reports; returns the unsubscribe function. */
  onChainChanged(listener: (chainId: number) => void): () => void
  timeoutMs?: number
}

/**
 * The EIP-3085 parameters of `wallet_addEthereumChain` for a network (SPEC section 7).
 * @example addEthereumChainParameters(base, 8453).chainId // '0x2105'
 */
function addEthereumChainParameters(network: CaipNetwork, chainId: number) {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: `0x${chainId.toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    // The chain's own endpoints when the app overrode them: an app's keyed RPC URL must not end
    // up stored in the user's wallet.
    rpcUrls: [...(network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http)],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon?.startsWith('https:') ? { iconUrls: [icon] } : {}),
  }
}

/**
 * Switches an EIP-1193 wallet to `network` (SPEC sections 4 and 7): `wallet_switchEthereumChain`;
 * on 4902 (chain unknown to the wallet) exactly one `wallet_addEthereumChain`, and, for wallets
 * that add without switching (EIP-3085 allows it), one more switch to the chain that is now known
 * (a next step, not a retry: nothing the user declined is asked again). Then it waits at most
 * 10 s for the wallet to report the chain, by `chainChanged` or `eth_chainId`.
 * @example
 * await switchEip1193Chain(context, base) // resolves once the wallet is on chain 8453
 */
export async function switchEip1193Chain(
  context: SwitchEip1193ChainContext,
  network: CaipNetwork,
): Promise<void> {
  const chainId = network.id
  if (network.chainNamespace !== 'eip155' || typeof chainId !== 'number') {
    throw new BaseError('Chain is not supported', {
      code: 'CHAIN_NOT_SUPPORTED',
      details: `${network.caipNetworkId} is not an EVM network.`,
    })
  }
  const hexChainId = `0x${chainId.toString(16)}`
  let reached = false
  let onReached: (() => void) | undefined
  // Listening before asking: many wallets emit chainChanged before their request resolves.
  const stopListening = context.onChainChanged((reported) => {
    if (reported !== chainId) return
    reached = true
    onReached?.()
  })
  try {
    try {
      await context.request('wallet_switchEthereumChain', [{ chainId: hexChainId }])
    } catch (error) {
      if (!(error instanceof ProviderRpcError) || error.rpcCode !== 4902) throw error
      await context.request('wallet_addEthereumChain', [
        addEthereumChainParameters(network, chainId),
      ])
      if (!reached && (await context.getChainId()) !== chainId) {
        await context.request('wallet_switchEthereumChain', [{ chainId: hexChainId }])
      }
    }
    if (reached) return
    await new Promise<void>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer)
        clearInterval(poll)
        resolve()
      }
      const check = () =>
        context.getChainId().then(
          (current) => current === chainId && finish(),
          () => undefined,
        )
      const timer = setTimeout(() => {
        clearInterval(poll)
        reject(
          new BaseError('The wallet did not switch network', {
            code: 'SWITCH_CHAIN_TIMEOUT',
            details: `It still reports another chain ${(context.timeoutMs ?? switchChainTimeoutMs) / 1000} s after agreeing to switch to ${network.name}.`,
          }),
        )
      }, context.timeoutMs ?? switchChainTimeoutMs)
      const poll = setInterval(check, pollIntervalMs)
      onReached = finish
      void check()
    })
  } finally {
    stopListening()
  }
}
