import type { JSX } from 'react'
import type { CaipNetworkId, ChainNamespace } from '../../schema/index.js'
import type { ConnectedWalletInfo } from '../core/kernel.js'
import type {
  AppKitAccountButtonProps,
  AppKitButtonProps,
  AppKitConnectButtonProps,
  AppKitNetworkButtonProps,
} from './components/AppKitButtons.js'
import type { AppKitCustomButtonProps } from './components/AppKitCustomButton.js'
import type { AppKitProviderProps } from './components/AppKitProvider.js'
import type { UseAppKitReturn } from './hooks/useAppKit.js'
import type { UseAppKitAccountReturn } from './hooks/useAppKitAccount.js'
import type { UseAppKitBalanceReturn } from './hooks/useAppKitBalance.js'
import type { UseAppKitButtonReturn } from './hooks/useAppKitButton.js'
import type { AppKitEvent } from './hooks/useAppKitEvents.js'
import type { UseAppKitNetworkReturn } from './hooks/useAppKitNetwork.js'
import type { UseAppKitProviderReturn } from './hooks/useAppKitProvider.js'
import type { UseAppKitSiwxReturn } from './hooks/useAppKitSiwx.js'
import type { UseAppKitStateReturn } from './hooks/useAppKitState.js'
import type { UseAppKitThemeReturn } from './hooks/useAppKitTheme.js'
import type { UseAppKitToastReturn } from './hooks/useAppKitToast.js'
import type { UseDisconnectReturn } from './hooks/useDisconnect.js'

/**
 * The React surface that a generated `appkit.generated.tsx` binds to its config. `NetworkId` is the
 * union of the configured CAIP network ids, so `switchNetwork('eip155:8453')` type-checks only when
 * Base is configured.
 */
export interface AppKitBindings<NetworkId extends CaipNetworkId = CaipNetworkId> {
  /** Creates the kit once per mount and makes it available to the hooks below. SSR-safe. */
  AppKitProvider(props: AppKitProviderProps): JSX.Element
  /** Connect when disconnected; balance and truncated address (4...6) when connected. */
  AppKitButton(props?: AppKitButtonProps): JSX.Element
  AppKitConnectButton(props?: AppKitConnectButtonProps): JSX.Element
  AppKitAccountButton(props?: AppKitAccountButtonProps): JSX.Element | null
  AppKitNetworkButton(props?: AppKitNetworkButtonProps): JSX.Element
  /** The triggers' state and actions for the app's own buttons, as a render prop. */
  AppKitCustomButton(props: AppKitCustomButtonProps<NetworkId>): JSX.Element
  /** The triggers' state and actions for the app's own buttons: account, network, open, ready. */
  useAppKitButton(): UseAppKitButtonReturn<NetworkId>
  useAppKit(): UseAppKitReturn
  useAppKitAccount(options?: { namespace?: ChainNamespace }): UseAppKitAccountReturn
  useAppKitNetwork(): UseAppKitNetworkReturn<NetworkId>
  useAppKitState(): UseAppKitStateReturn<NetworkId>
  /** The latest event of the kit (modal opened or closed, view changed...). */
  useAppKitEvents(): AppKitEvent | undefined
  useAppKitTheme(): UseAppKitThemeReturn
  useDisconnect(): UseDisconnectReturn
  useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined }
  /** The connected wallet's provider for a namespace (an EIP-1193 provider for eip155). */
  useAppKitProvider<Provider = unknown>(
    namespace: ChainNamespace,
  ): UseAppKitProviderReturn<Provider>
  useAppKitBalance(): UseAppKitBalanceReturn
  /**
   * The modal, placed by the app: only with `embedded` (inline) or `disableAppend`; otherwise the
   * provider appends it to `document.body` and this renders nothing.
   */
  AppKitModal(): JSX.Element | null
  /** Shows and dismisses toasts in the kit's toast area. */
  useAppKitToast(): UseAppKitToastReturn
  /** Sign-in (SIWX): status, session, sign in and out. */
  useAppKitSiwx(): UseAppKitSiwxReturn
}
