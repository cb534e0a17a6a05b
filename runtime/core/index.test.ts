import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as core from './index.js'

const root = fileURLToPath(new URL('.', import.meta.url))

describe('runtime/core public surface', () => {
  it('exports exactly these runtime names (a change here is deliberate)', () => {
    expect(Object.keys(core).sort()).toEqual([
      'BaseError',
      'ProviderRpcError',
      'RequestPendingError',
      'SwitchNetworkNotFoundError',
      'UnknownError',
      'UnsupportedChainNamespaceError',
      'UserRejectedRequestError',
      'addRecentWallet',
      'balanceCacheMs',
      'bip122Methods',
      'buildNamespaces',
      'buildWalletLink',
      'connect',
      'connectGroupTypes',
      'cosmosMethods',
      'createAccountState',
      'createAppKit',
      'createChainStore',
      'createConnectorStore',
      'createEmitter',
      'createLogger',
      'createModalStore',
      'createNetworkState',
      'createProviderStore',
      'createRouter',
      'createSafeStorage',
      'createSnackbarStore',
      'createStore',
      'createThemeStore',
      'createToastStore',
      'createWalletConnectConnector',
      'defaultConnectMethodsOrder',
      'detectMobile',
      'disconnect',
      'eip155Adapter',
      'eip155Methods',
      'fetchBalance',
      'findInstalledConnector',
      'imagePreloadTimeoutMs',
      'isLoopbackRelay',
      'isPairingExpired',
      'isSameAccount',
      'isSameWallet',
      'isSwipeDismiss',
      'isToastHotkey',
      'loadWalletApi',
      'maxRecentWallets',
      'maxWalletNameLength',
      'pairingExpiryMarginMs',
      'pairingLifetimeMs',
      'polkadotMethods',
      'providerRpcErrors',
      'recommendedWalletsCount',
      'reconnect',
      'registryPageSize',
      'sanitizeWalletIcon',
      'sanitizeWalletName',
      'searchDebounceMs',
      'searchEntries',
      'selectConnectGroups',
      'selectConnectMethodsOrder',
      'shakeDurationMs',
      'signIn',
      'signOut',
      'snackbarAutoCloseMs',
      'snackbarReplaceDelayMs',
      'solanaMethods',
      'storageKeys',
      'storagePrefix',
      'switchNetwork',
      'toBaseError',
      'toProviderRpcError',
      'toastDefaults',
      'truncateDecimals',
      'viewNames',
      'visibleToastsByPosition',
      'walletConnectEvents',
    ])
  })

  it('re-exports names one by one', () => {
    expect(readFileSync(join(root, 'index.ts'), 'utf8')).not.toMatch(/export\s+\*/)
  })
})

// The folder rules of DESIGN.md (this folder's included) are checked in one place, over every
// folder and every import form: test/importRules.test.ts.
