import { hexToNumber, isHex, numberToHex } from 'viem'
import type { WalletState } from './createWalletState.js'
import { forwardRpc } from './forwardRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** What the chain methods need from the provider around them. */
export interface ChainRequestContext {
  state: WalletState
  emit(event: string, value: unknown): void
  /** Resolves when the user approves; throws 4001 when they reject. */
  approve(title: string, lines: string[]): Promise<void>
}

function chainParam(params: unknown): { chainId: number; rpcUrls?: unknown; chainName?: unknown } {
  const value = (Array.isArray(params) ? params[0] : undefined) as
    | Record<string, unknown>
    | undefined
  if (typeof value?.chainId !== 'string' || !isHex(value.chainId)) {
    throw new ProviderRpcError(-32602, 'Expected [{ chainId: "0x..." }].')
  }
  return { ...value, chainId: hexToNumber(value.chainId) }
}

/**
 * `wallet_switchEthereumChain` (known chains only, else 4902, as wallets answer so dapps offer to
 * add the chain) and `wallet_addEthereumChain` (EIP-3085: the RPC must answer for that chain id;
 * adding does not switch).
 * @example
 * await answerChainRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], context) // null
 */
export async function answerChainRequest(
  method: 'wallet_switchEthereumChain' | 'wallet_addEthereumChain',
  params: unknown,
  { state, emit, approve }: ChainRequestContext,
): Promise<null> {
  const { chainId, rpcUrls, chainName } = chainParam(params)
  if (method === 'wallet_switchEthereumChain') {
    if (!state.chains.has(chainId)) {
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID ${numberToHex(chainId)}. Add it first.`,
      )
    }
    if (chainId !== state.chainId) {
      state.update({ chainId })
      emit('chainChanged', numberToHex(chainId))
    }
    return null
  }
  if (state.chains.has(chainId)) return null
  const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find((url) => typeof url === 'string') : undefined
  if (!rpcUrl) throw new ProviderRpcError(-32602, 'Expected rpcUrls with at least one URL.')
  const answered = await forwardRpc(rpcUrl, 'eth_chainId', []).catch(() => undefined)
  if (typeof answered !== 'string' || !isHex(answered) || hexToNumber(answered) !== chainId) {
    throw new ProviderRpcError(-32602, `${rpcUrl} does not answer for chain ${chainId}.`)
  }
  await approve('Add a network?', [`${String(chainName ?? 'Chain')} (${chainId})`, rpcUrl])
  state.addChain(chainId, rpcUrl)
  return null
}
