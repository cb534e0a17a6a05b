import { useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../../../schema/index.js'
import type { WalletProviderType } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

export interface UseAppKitProviderReturn<Provider> {
  walletProvider: Provider | undefined
  walletProviderType: WalletProviderType | undefined
}

/**
 * The connected wallet's provider for a namespace (an EIP-1193 provider for eip155), for apps that
 * talk to the wallet themselves.
 * @example const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<Provider = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturn<Provider> {
  const { providers } = useAppKitInstance().stores
  const entry = useSyncExternalStore(
    providers.subscribe,
    () => providers.getState()[namespace],
    () => undefined,
  )
  return {
    walletProvider: entry?.provider as Provider | undefined,
    walletProviderType: entry?.type,
  }
}
