// The Wallet API client as one module, the target of `loadWalletApi()`: a chunk of its own, so
// apps that never call it (or never open the modal) do not download it.

export { validateWalletLink } from '../kernel.js'
export { ApiError } from './ApiError.js'
export { getAllowedOrigins } from './getAllowedOrigins.js'
export { getAnalyticsConfig } from './getAnalyticsConfig.js'
export { getAppConfig } from './getAppConfig.js'
export { getWalletImageUrl } from './getWalletImageUrl.js'
export { getWallets } from './getWallets.js'
export { sdkType, sdkVersion } from './sdkVersion.js'
export { walletApiContext, walletApiTimeoutMs } from './WalletApiContext.js'
