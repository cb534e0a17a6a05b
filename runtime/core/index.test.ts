import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importsOf, sourceFiles } from '../../test/sourceFiles.js'
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

describe('runtime/core import rules', () => {
  const files = sourceFiles(root)

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it('imports no React and nothing of ours outside runtime/core but schema types and grammar', () => {
    const offences: string[] = []
    for (const file of files) {
      for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        const where = `${relative(root, file)}: ${specifier}`
        if (/^react(-dom)?(\/|$)/.test(specifier)) offences.push(where)
        if (!specifier.startsWith('.')) continue
        const target = relative(root, join(file, '..', specifier))
        if (!target.startsWith('..')) continue
        // schema/grammar holds the rules both sides apply; it imports nothing (checked below),
        // so importing its values cannot pull the zod schema into the runtime.
        if (target.startsWith('../../schema/grammar/')) continue
        if (!target.startsWith('../../schema/') || !typeOnly) offences.push(where)
      }
    }
    expect(offences).toEqual([])
  })

  it('shares only schema/grammar modules that import nothing at all', () => {
    const grammar = join(root, '../../schema/grammar')
    const grammarFiles = sourceFiles(grammar)
    expect(grammarFiles.length).toBeGreaterThan(0)
    const offences = grammarFiles.filter((file) =>
      // Static imports, re-exports, `import()` and `require()` alike.
      /^\s*(import|export)\s[\w\s{},*$]*?\bfrom\s*['"]|^\s*import\s*['"]|\bimport\s*\(|\brequire\s*\(/m.test(
        readFileSync(file, 'utf8'),
      ),
    )
    expect(offences.map((file) => relative(grammar, file))).toEqual([])
  })
})

describe('runtime/core and the optional entries', () => {
  it('never imports appkit/wagmi, appkit/testing or wagmi itself (static or import())', () => {
    const pattern =
      /(from\s*|import\(\s*)'(appkit\/(wagmi|testing)|wagmi|@wagmi\/[^']+|[./]+\/(wagmi|testing)\/[^']*|[./]+\/sandbox\/[^']*)'/
    const offences = sourceFiles(root).filter((file) => pattern.test(readFileSync(file, 'utf8')))
    expect(offences.map((file) => relative(root, file))).toEqual([])
  })
})
