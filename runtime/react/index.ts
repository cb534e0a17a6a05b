// The public entry of the React layer. Names are re-exported one by one (STYLE rule 6).
export { AppKitContext, useAppKitInstance } from './AppKitContext.js'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  type AppKitConnectButtonProps,
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from './components/AppKitButtons.js'
export {
  AppKitCustomButton,
  type AppKitCustomButtonProps,
} from './components/AppKitCustomButton.js'
export { type AppKitProviderProps, createAppKitProvider } from './components/AppKitProvider.js'
export { truncateAddress } from './components/truncateAddress.js'
export { type CreateAppKitReactOptions, createAppKitReact } from './createAppKitReact.js'
export { type UseAppKitReturn, useAppKit } from './hooks/useAppKit.js'
export { type UseAppKitAccountReturn, useAppKitAccount } from './hooks/useAppKitAccount.js'
export {
  type FetchBalanceResult,
  type UseAppKitBalanceReturn,
  useAppKitBalance,
} from './hooks/useAppKitBalance.js'
export {
  type AppKitButtonAccount,
  type AppKitButtonNetwork,
  type AppKitButtonStatus,
  type AppKitButtonView,
  type UseAppKitButtonReturn,
  useAppKitButton,
} from './hooks/useAppKitButton.js'
export { type AppKitEvent, useAppKitEvents } from './hooks/useAppKitEvents.js'
export { type UseAppKitNetworkReturn, useAppKitNetwork } from './hooks/useAppKitNetwork.js'
export { type UseAppKitProviderReturn, useAppKitProvider } from './hooks/useAppKitProvider.js'
export { type UseAppKitSiwxReturn, useAppKitSiwx } from './hooks/useAppKitSiwx.js'
export { type UseAppKitStateReturn, useAppKitState } from './hooks/useAppKitState.js'
export { type UseAppKitThemeReturn, useAppKitTheme } from './hooks/useAppKitTheme.js'
export { type UseAppKitToastReturn, useAppKitToast } from './hooks/useAppKitToast.js'
export { type UseDisconnectReturn, useDisconnect } from './hooks/useDisconnect.js'
export { useWalletInfo } from './hooks/useWalletInfo.js'
export type { AppKitMessages } from './locales/AppKitMessages.js'
export type { AppKitLocale } from './locales/defineLocale.js'
export { AppKitModal } from './modal/AppKitModal.js'
export { darkTheme, lightTheme, type ThemeOptions, type ThemeVariables } from './theme/themes.js'
export type { AppKitBindings } from './types.js'
export { useAppKitSelector } from './useAppKitSelector.js'
