import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// What each package entry exports at run time: a change of a public surface must show up here as
// a deliberate diff. `appkit` is what apps use; the kit's own layers reach the engine through its
// kernel (runtime/core/kernel.ts), which is not a package export.

const root = new URL('..', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: Record<string, string | { types?: string; import?: string }>
}
const tsconfig = JSON.parse(readFileSync(new URL('tsconfig.json', root), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> }
}

/** The bundled locales: each `runtime/react/locales/<code>.ts` is the entry `appkit/locales/<code>`. */
const localeCodes = readdirSync(new URL('runtime/react/locales/', root))
  .filter((file) => /^[a-z]{2,3}(-[A-Z]{2})?\.ts$/.test(file))
  .map((file) => file.slice(0, -3))

/** An export as its entries: a subpath pattern (`./locales/*`) stands for every locale. */
const expand = (subpath: string, file: string): [string, string][] =>
  subpath.includes('*')
    ? localeCodes.map((code) => [subpath.replace('*', code), file.replace('*', code)])
    : [[subpath, file]]

/** Each JavaScript entry's source: dist/<path>.js is built from <path>.ts. */
const sources = Object.fromEntries(
  Object.entries(manifest.exports).flatMap(([pattern, target]) => {
    const built = typeof target === 'string' ? undefined : target.import
    if (!built) return []
    return expand(pattern, built).map(([subpath, file]) => [
      subpath === '.' ? 'appkit' : `appkit/${subpath.slice(2)}`,
      file.replace(/^\.\/dist\//, './').replace(/\.js$/, '.ts'),
    ])
  }),
)

/** The tsconfig path of an entry: its own, or a pattern's (`appkit/locales/*`) filled in. */
function tsconfigPath(name: string): string[] | undefined {
  const { paths } = tsconfig.compilerOptions
  if (paths[name]) return paths[name]
  for (const [pattern, targets] of Object.entries(paths)) {
    const [head, tail] = pattern.split('*')
    if (tail === undefined || !name.startsWith(head ?? '') || !name.endsWith(tail)) continue
    const part = name.slice(head?.length ?? 0, name.length - tail.length)
    return targets.map((target) => target.replace('*', part))
  }
  return undefined
}

const runtimeNames: Record<string, string[]> = {
  appkit: [
    'BaseError',
    'ProviderRpcError',
    'RequestPendingError',
    'SwitchNetworkNotFoundError',
    'UnknownError',
    'UnsupportedChainNamespaceError',
    'UserRejectedRequestError',
    'connect',
    'createAppKit',
    'createLogger',
    'disconnect',
    'disconnectConnection',
    'eip155Adapter',
    'fetchBalance',
    'isAppKitError',
    'loadWalletApi',
    'reconnect',
    'signIn',
    'signOut',
    'subscribeConnections',
    'switchConnection',
    'switchNetwork',
    'toBaseError',
  ],
  'appkit/react': [
    'AppKitAccountButton',
    'AppKitButton',
    'AppKitConnectButton',
    'AppKitContext',
    'AppKitCustomButton',
    'AppKitModal',
    'AppKitNetworkButton',
    'createAppKitProvider',
    'createAppKitReact',
    'darkTheme',
    'lightTheme',
    'truncateAddress',
    'useAppKit',
    'useAppKitAccount',
    'useAppKitBalance',
    'useAppKitButton',
    'useAppKitEvents',
    'useAppKitInstance',
    'useAppKitNetwork',
    'useAppKitProvider',
    'useAppKitSelector',
    'useAppKitSiwx',
    'useAppKitState',
    'useAppKitTheme',
    'useAppKitToast',
    'useDisconnect',
    'useWalletInfo',
  ],
  'appkit/solana': ['solanaAdapter'],
  'appkit/bitcoin': ['bitcoinAdapter'],
  'appkit/config': [
    'builtinNetworkAliases',
    'builtinNetworkIds',
    'builtinNetworks',
    'caipNetworkIdPattern',
    'chainNamespaces',
    'configSchema',
    'connectMethods',
    'connectorTypes',
    'customNetworkSchema',
    'defaultServices',
    'defineConfig',
    'didYouMean',
    'findNotYetAvailable',
    'formatIssueLines',
    'formatIssues',
    'formatPath',
    'logLevels',
    'normalizeConfig',
    'notYetAvailableOptions',
    'redactCredentials',
    'resolveBuiltinNetworkId',
    'socialProviders',
    'toJsonSchema',
    'validateConfig',
    'walletFeatures',
  ],
  'appkit/siwx-server': ['createMemorySiwxStorage', 'createSiwxServer', 'siwxNonceTtlMs'],
  'appkit/wagmi': [
    'WagmiNotInstalledError',
    'WagmiVersionError',
    'appKitConnector',
    'appKitConnectorId',
    'assertWagmiVersions',
    'attachTimeoutMs',
    'createAppKitBridge',
    'createAppKitWagmi',
    'createKitProvider',
    'readKitEvmState',
    'supportedWagmiMajors',
    'toWagmiChains',
  ],
  'appkit/testing': [
    'AnvilNotFoundError',
    'approvePrompt',
    'rejectPrompt',
    'sandboxChainIds',
    'sandboxFixtures',
    'sandboxWallet',
    'signedByWallet',
    'startSandbox',
    'switchAccount',
  ],
  // Each language exports one locale, for `createAppKitReact(config, { locale })`.
  ...Object.fromEntries(localeCodes.map((code) => [`appkit/locales/${code}`, ['locale']])),
}

describe('the package entries', () => {
  it('are the entries this test knows, each with a tsconfig path to its source', () => {
    expect(Object.keys(sources).sort()).toEqual(Object.keys(runtimeNames).sort())
    for (const [name, source] of Object.entries(sources)) {
      expect(tsconfigPath(name), name).toEqual([source])
    }
  })

  it.each(Object.keys(runtimeNames))('%s exports exactly its runtime names', async (name) => {
    const module = (await import(new URL(sources[name] ?? '', root).href)) as object
    expect(Object.keys(module).sort()).toEqual([...(runtimeNames[name] ?? [])].sort())
  })

  it('keeps the app-facing entry small: at most 30 runtime names', () => {
    expect(runtimeNames.appkit?.length).toBeLessThanOrEqual(30)
  })

  it.each(Object.keys(runtimeNames))('%s re-exports its names one by one', (name) => {
    const source = readFileSync(new URL(sources[name] ?? '', root), 'utf8')
    expect(source).not.toMatch(/export\s+\*/)
  })

  it('never exports the kernel', () => {
    const targets = JSON.stringify(manifest.exports)
    expect(targets).not.toContain('kernel')
  })
})
