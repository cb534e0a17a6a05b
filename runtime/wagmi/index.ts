// The wagmi entry (`appkit/wagmi`): wagmi and @wagmi/core are optional peers, loaded by
// loadWagmi.ts with a one-line error when missing. Names are re-exported one by one.
export { appKitConnector, appKitConnectorId } from './appKitConnector.js'
export { type AppKitBridge, attachTimeoutMs, createAppKitBridge } from './createAppKitBridge.js'
export {
  type AppKitWagmi,
  type AppKitWagmiProviderProps,
  type CreateAppKitWagmiParameters,
  createAppKitWagmi,
} from './createAppKitWagmi.js'
export { createKitProvider } from './createKitProvider.js'
export { type KitEvmState, readKitEvmState } from './kitState.js'
export { toWagmiChains } from './toWagmiChains.js'
export {
  assertWagmiVersions,
  supportedWagmiMajors,
  WagmiNotInstalledError,
  WagmiVersionError,
} from './WagmiErrors.js'
