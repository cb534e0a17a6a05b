import type { CaipNetworkId, NormalizedConfig } from '../../schema/index.js'
import type { CreateAppKitOptions } from '../core/kernel.js'
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
} from './components/AppKitButtons.js'
import { AppKitCustomButton } from './components/AppKitCustomButton.js'
import { createAppKitProvider } from './components/AppKitProvider.js'
import { useAppKit } from './hooks/useAppKit.js'
import { useAppKitAccount } from './hooks/useAppKitAccount.js'
import { useAppKitBalance } from './hooks/useAppKitBalance.js'
import { useAppKitButton } from './hooks/useAppKitButton.js'
import { useAppKitEvents } from './hooks/useAppKitEvents.js'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.js'
import { useAppKitProvider } from './hooks/useAppKitProvider.js'
import { useAppKitSiwx } from './hooks/useAppKitSiwx.js'
import { useAppKitState } from './hooks/useAppKitState.js'
import { useAppKitTheme } from './hooks/useAppKitTheme.js'
import { useAppKitToast } from './hooks/useAppKitToast.js'
import { useDisconnect } from './hooks/useDisconnect.js'
import { useWalletInfo } from './hooks/useWalletInfo.js'
import type { AppKitLocale } from './locales/defineLocale.js'
import { AppKitModal } from './modal/AppKitModal.js'
import type { AppKitBindings } from './types.js'

export interface CreateAppKitReactOptions extends CreateAppKitOptions {
  /**
   * The kit's language, from `appkit/locales/<code>`: English without one. It carries the
   * config's `messages` too, so the generated module passes one (`appkit/locales/en` for English)
   * whenever the config overrides words.
   */
  locale?: AppKitLocale
}

/**
 * Binds the React surface (provider, buttons, hooks) to one normalized config. Generated modules
 * call this once; apps import the bound names from the generated module. A locale is applied
 * here, at module load, before any render: the server and the browser draw the same words.
 * @example export const { AppKitProvider, useAppKit } = createAppKitReact<'eip155:1'>(config)
 */
export function createAppKitReact<NetworkId extends CaipNetworkId>(
  config: NormalizedConfig<NetworkId>,
  { locale, ...options }: CreateAppKitReactOptions = {},
): AppKitBindings<NetworkId> {
  locale?.apply(config.messages)
  return {
    AppKitProvider: createAppKitProvider(config, options),
    AppKitButton,
    AppKitConnectButton,
    AppKitAccountButton,
    AppKitNetworkButton,
    AppKitCustomButton: AppKitCustomButton<NetworkId>,
    useAppKitButton: useAppKitButton<NetworkId>,
    useAppKit,
    useAppKitAccount,
    useAppKitNetwork: useAppKitNetwork<NetworkId>,
    useAppKitState: useAppKitState<NetworkId>,
    useAppKitEvents,
    useAppKitTheme,
    useDisconnect,
    useWalletInfo,
    useAppKitProvider,
    useAppKitBalance,
    AppKitModal,
    useAppKitToast,
    useAppKitSiwx,
  }
}
