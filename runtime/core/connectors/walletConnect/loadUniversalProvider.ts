import { isLoopbackRelay } from '../../kernel.js'
import { createWalletConnectStorage } from './createWalletConnectStorage.js'
import { type DeepLinkingSignClient, takeOverDeepLinks } from './takeOverDeepLinks.js'
import { UniversalProviderInitError } from './UniversalProviderInitError.js'
import type { LoadWalletConnectProvider, WalletConnectProvider } from './WalletConnectProvider.js'

/**
 * Loads `@walletconnect/universal-provider` with `import()` (its own chunk: never part of the
 * JavaScript a visitor fetches before choosing WalletConnect) and starts a provider on the
 * configured relay with telemetry off, its state in the kit's own IndexedDB database (see
 * `createWalletConnectStorage`), and its own deep linking off (`takeOverDeepLinks`). Against a
 * loopback relay the Verify service is skipped: none is reachable there, and each step would
 * wait 5 s for it. A failed start rejects with `UniversalProviderInitError`.
 * @example
 * const provider = await loadUniversalProvider({ projectId, relayUrl, metadata, customStoragePrefix: 'appkit-wc-0', logLevel: 'error', onStorageFailure, onRequestSent })
 */
export const loadUniversalProvider: LoadWalletConnectProvider = async (options) => {
  // Imported by name: the package's default export is not the class under every loader.
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: {
      name: options.metadata.name,
      description: options.metadata.description ?? '',
      url: options.metadata.url ?? '',
      icons: [...(options.metadata.icons ?? [])],
    },
    customStoragePrefix: options.customStoragePrefix,
    storage: createWalletConnectStorage({ onFailure: options.onStorageFailure }),
    telemetryEnabled: false,
    logger: options.logLevel === 'debug' ? 'debug' : 'silent',
  }).catch((error: unknown) => {
    // Wrapped here, where it enters: the SDK's failure to start, not the chunk's failure to load.
    throw new UniversalProviderInitError(error)
  })
  const typed = provider as unknown as WalletConnectProvider
  // Set after init: the client reads the environment when it is built and only then checks
  // this flag before each attestation.
  if (isLoopbackRelay(options.relayUrl)) typed.client.core.verify.isDevEnv = true
  // Before anything can send a request: the SDK must never navigate the page by itself.
  takeOverDeepLinks(provider.client as unknown as DeepLinkingSignClient, options.onRequestSent)
  return typed
}
