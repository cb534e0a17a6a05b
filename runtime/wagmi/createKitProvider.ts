import { ProviderDisconnectedError } from 'viem'
import {
  type AppKit,
  type Eip1193Provider,
  ProviderRpcError,
  switchNetwork,
} from '../core/kernel.js'
import type { AppKitBridge } from './createAppKitBridge.js'
import { toWagmiError } from './toWagmiError.js'

/**
 * EIP-1193 `4900 Disconnected` as viem's `ProviderDisconnectedError` (a provider's errors carry
 * the number viem and wagmi read), over the kit's PROVIDER_DISCONNECTED as its `cause`.
 */
function disconnectedError(): ProviderDisconnectedError {
  const reason = new Error('The wallet was disconnected in appkit before the request finished.')
  return new ProviderDisconnectedError(new ProviderRpcError(reason, { rpcCode: 4900 }))
}

function currentProvider(appKit: AppKit): Eip1193Provider | undefined {
  return appKit.stores.providers.getState().eip155?.provider as Eip1193Provider | undefined
}

/**
 * Settles with `request`, unless the kit's EVM provider goes away (or is replaced) first: then a
 * pending wallet request (a write wagmi waits on) rejects with 4900 at once.
 */
function untilDisconnected<T>(
  appKit: AppKit,
  provider: Eip1193Provider,
  request: Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const off = appKit.stores.providers.subscribe((state) => {
      if (state.eip155?.provider === provider) return
      off()
      reject(disconnectedError())
    })
    request.then(
      (value) => {
        off()
        resolve(value)
      },
      (error: unknown) => {
        off()
        reject(error)
      },
    )
  })
}

/**
 * The EIP-1193 provider wagmi's clients use: every request goes to the provider the kit has
 * active for eip155 (browser wallet, WalletConnect or embedded wallet, whichever connected),
 * except `wallet_switchEthereumChain`, which goes through the kit's `switchNetwork` so the
 * kit's rules and the modal apply (a declined switch rejects with viem's
 * `UserRejectedRequestError`). With no wallet, or when it goes mid-request, requests reject with
 * viem's `ProviderDisconnectedError` (4900).
 * @example const client = createWalletClient({ transport: custom(createKitProvider(bridge)) })
 */
export function createKitProvider(bridge: AppKitBridge): Eip1193Provider {
  return {
    async request({ method, params }) {
      const appKit = bridge.get()
      if (!appKit) throw disconnectedError()
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId } = { chainId: undefined }] = (params ?? []) as { chainId?: string }[]
        try {
          await switchNetwork(appKit, { caipNetworkId: `eip155:${Number(chainId)}` })
        } catch (error) {
          throw toWagmiError(error)
        }
        return null
      }
      const provider = currentProvider(appKit)
      if (!provider) throw disconnectedError()
      return untilDisconnected(appKit, provider, provider.request({ method, params }))
    },
  }
}
