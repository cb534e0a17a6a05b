import { caipNetworkIdPattern } from './caipNetwork.js'

/**
 * Reown AppKit's `createAppKit` option names that differ from ours, for `appkit validate`. An
 * option that has the same name here, at another path (`themeMode` is `theme.themeMode`), needs
 * no entry: the schema itself says where it belongs. docs/from-reown-appkit.md is the long form.
 */
export type ReownOption =
  /** The same setting under another name (or names, set together). */
  | { at: string; name: string; ours: readonly string[]; note?: string }
  /** No equivalent, and why. */
  | { at: string; name: string; unsupported: string }

const coinbase =
  'there is no Coinbase SDK connector: Coinbase Wallet connects like other wallets, over EIP-6963 or WalletConnect'

// Reown AppKit's theme variables (both prefixes it has used) and ours, by the part after the prefix.
const themeVariableNames: Record<string, string | undefined> = {
  accent: 'accent',
  'font-family': 'fontFamily',
  'font-size-master': 'fontSizeBase',
  'border-radius-master': 'radiusBase',
  'z-index': 'zIndex',
  'color-mix': undefined,
  'color-mix-strength': undefined,
}

const themeVariables: ReownOption[] = ['--w3m-', '--apkt-'].flatMap((prefix) =>
  Object.entries(themeVariableNames).map(([suffix, ours]): ReownOption => {
    const at = 'theme.themeVariables'
    const name = `${prefix}${suffix}`
    return ours
      ? { at, name, ours: [`${at}.${ours}`] }
      : { at, name, unsupported: 'the palette is fixed per themeMode; accent sets the brand color' }
  }),
)

/** Reown AppKit option names, by the object they sit in (`''` for the top level). */
export const reownOptions: readonly ReownOption[] = [
  { at: '', name: 'featuredWalletIds', ours: ['wallets.featured'] },
  { at: '', name: 'includeWalletIds', ours: ['wallets.include'] },
  { at: '', name: 'excludeWalletIds', ours: ['wallets.exclude'] },
  {
    at: '',
    name: 'customWallets',
    ours: ['wallets.custom'],
    note: 'its entries take no homepage, app_store or play_store',
  },
  {
    at: '',
    name: 'customRpcUrls',
    ours: ['rpcUrls'],
    note: 'it lists URLs per network id, without transport config',
  },
  {
    at: '',
    name: 'enableWallets',
    ours: ['wallets.enableInjected', 'wallets.enableEIP6963', 'wallets.enableWalletConnect'],
    note: 'false for all three turns wallets off',
  },
  {
    at: '',
    name: 'themeVariables',
    ours: ['theme.themeVariables'],
    note: 'its keys are accent, fontFamily, fontSizeBase, radiusBase, zIndex and qrColor, not --w3m-* variables',
  },
  { at: 'features', name: 'history', ours: ['features.activity'] },
  {
    at: 'features',
    name: 'emailShowWallets',
    ours: ['features.collapseWallets'],
    note: 'inverted: emailShowWallets: false is collapseWallets: true',
  },
  {
    at: '',
    name: 'adapters',
    unsupported:
      'the generated module adds the chain adapter of each namespace in networks (docs/adapters.md); without it, pass createAppKit(config, { adapters })',
  },
  {
    at: '',
    name: 'chainImages',
    unsupported:
      'built-in networks take their images from the Wallet API; a custom network object sets assets.imageUrl',
  },
  {
    at: '',
    name: 'connectorImages',
    unsupported:
      "a wallet's icon comes from its EIP-6963 announcement or the wallet registry; a custom wallet sets image_url",
  },
  { at: '', name: 'enableMobileFullScreen', unsupported: 'the modal has no full-screen mode' },
  {
    at: '',
    name: 'debug',
    unsupported: "the kit shows no debug alerts in the page; logLevel: 'debug' logs to the console",
  },
  {
    at: '',
    name: 'enableWalletGuide',
    unsupported: 'Connect always offers "I don\'t have a wallet" while WalletConnect is on',
  },
  { at: '', name: 'enableCoinbase', unsupported: coinbase },
  { at: '', name: 'coinbasePreference', unsupported: coinbase },
  {
    at: '',
    name: 'universalProviderConfigOverride',
    unsupported:
      "a WalletConnect session's chains, methods and events come from networks and the chain adapters",
  },
  ...themeVariables,
]

/**
 * The entry for an unknown key `name` in the object at `at` (a dotted path, `''` for the top level).
 * @example findReownOption('', 'featuredWalletIds') // { ours: ['wallets.featured'], ... }
 */
export function findReownOption(at: string, name: string): ReownOption | undefined {
  return reownOptions.find((option) => option.at === at && option.name === name)
}

/**
 * For a Reown AppKit network object where we take a network id (`defaultNetwork: mainnet`), the id
 * to write instead.
 * @example networkObjectId({ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }) // 'eip155:1'
 */
export function networkObjectId(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const { caipNetworkId, chainNamespace, id } = value as Record<string, unknown>
  // Reown AppKit's network objects carry their CAIP id; a bare viem chain has only its number.
  const candidate =
    typeof caipNetworkId === 'string'
      ? caipNetworkId
      : `${typeof chainNamespace === 'string' ? chainNamespace : 'eip155'}:${String(id)}`
  return (typeof caipNetworkId === 'string' || typeof id === 'number' || typeof id === 'string') &&
    caipNetworkIdPattern.test(candidate)
    ? candidate
    : undefined
}
