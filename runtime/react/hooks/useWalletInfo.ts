import type { AppKitState, ConnectedWalletInfo } from '../../core/kernel.js'
import { useAppKitSelector } from '../useAppKitSelector.js'

const select = (state: AppKitState) =>
  state.chains.accounts[state.chains.activeNamespace]?.connectedWalletInfo

/**
 * Name and icon of the connected wallet, or undefined.
 * @example const { walletInfo } = useWalletInfo(); walletInfo?.name // 'MetaMask'
 */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  return { walletInfo: useAppKitSelector(select) }
}
