import { describe, expect, it } from 'vitest'
import { validateWalletLink } from './grammar/validateWalletLink.js'
import { validateConfig } from './validateConfig.js'

const valid = {
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Dapp', url: 'https://dapp.example' },
  networks: ['mainnet', 'base'],
}

const localNetwork = {
  id: 1337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1337',
  name: 'Dev',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function problems(input: unknown): string[] {
  const result = validateConfig(input)
  return result.issues.map((issue) => `${issue.path}: ${issue.message}`)
}

describe('validateConfig', () => {
  it('accepts a minimal config and applies the defaults of SPEC section 9', () => {
    const result = validateConfig(valid)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.config.theme.themeMode).toBe('dark')
    expect(result.config.theme.themeVariables).toMatchObject({
      fontSizeBase: '10px',
      radiusBase: '4px',
      zIndex: 999,
    })
    expect(result.config.features).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      connectorTypeOrder: [
        'walletConnect',
        'recent',
        'injected',
        'featured',
        'custom',
        'external',
        'recommended',
      ],
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
    })
    expect(result.config.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    expect(result.config).toMatchObject({
      enableReconnect: true,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      logLevel: 'error',
      wallets: { allWallets: 'SHOW', enableInjected: true },
    })
  })

  it('accepts a custom network with a loopback http RPC', () => {
    expect(problems({ ...valid, networks: [localNetwork] })).toEqual([])
  })

  it.each([
    ['a missing projectId', { ...valid, projectId: undefined }, 'projectId: is required'],
    [
      'a short projectId',
      { ...valid, projectId: 'abc' },
      'projectId: must be 32 lowercase hexadecimal',
    ],
    ['empty networks', { ...valid, networks: [] }, 'networks: must list at least one network'],
    [
      'an unknown network id',
      { ...valid, networks: ['eip155:999'] },
      'networks[0]: is not a built-in',
    ],
    [
      'a Bitcoin network whose currency is not in satoshis (8 decimals)',
      {
        ...valid,
        networks: [
          {
            id: '0f9188f13cb7b2c71f2a335e3a4fc328',
            chainNamespace: 'bip122',
            caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
            name: 'My Regtest',
            nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 10 },
            rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
          },
        ],
      },
      'networks[0].nativeCurrency.decimals: must be 8 for bip122 networks',
    ],
    [
      'a malformed CAIP id',
      { ...valid, networks: [{ ...localNetwork, caipNetworkId: 'eip155-1337' }] },
      'networks[0].caipNetworkId: must be a CAIP-2 id',
    ],
    [
      'a CAIP id that does not match the chain id',
      { ...valid, networks: [{ ...localNetwork, caipNetworkId: 'eip155:1' }] },
      'networks[0].caipNetworkId: must be "eip155:1337"',
    ],
    [
      'a javascript: RPC URL',
      {
        ...valid,
        networks: [
          'mainnet',
          { ...localNetwork, rpcUrls: { default: { http: ['javascript:alert(1)'] } } },
        ],
      },
      'networks[1].rpcUrls.default.http[0]: must be an https URL (http only for localhost / 127.0.0.1) (got "javascript:alert(1)")',
    ],
    [
      'a plain http RPC URL on a public host',
      { ...valid, rpcUrls: { base: ['http://rpc.example.com'] } },
      'rpcUrls.base[0]: must be an https URL',
    ],
    [
      'duplicate networks (alias and CAIP id)',
      { ...valid, networks: ['base', 'eip155:8453'] },
      'networks[1]: repeats network eip155:8453',
    ],
    [
      'a defaultNetwork not among networks',
      { ...valid, defaultNetwork: 'polygon' },
      'defaultNetwork: must be one of the configured networks',
    ],
    [
      'an RPC override for a network not configured',
      { ...valid, rpcUrls: { polygon: ['https://rpc.example.com'] } },
      'rpcUrls.polygon: names a network that is not in networks',
    ],
    [
      'a swap network not configured',
      { ...valid, swapNetworks: ['polygon'] },
      'swapNetworks[0]: names a network that is not in networks',
    ],
    [
      'a swap network that is not EVM',
      { ...valid, networks: ['mainnet', 'solana'], swapNetworks: ['solana'] },
      'swapNetworks[0]: names a network that is not an EVM network: swaps are EVM only',
    ],
    [
      'siweConfig together with siwx',
      { ...valid, siwx: {}, siweConfig: {} },
      'siweConfig: Cannot set both `siweConfig` and `siwx` options',
    ],
    [
      'an accent that closes the CSS declaration',
      { ...valid, theme: { themeVariables: { accent: 'red; } body { display: none' } } },
      'theme.themeVariables.accent: must be a CSS color',
    ],
    [
      'a font family with url()',
      { ...valid, theme: { themeVariables: { fontFamily: 'x; src: url(https://evil)' } } },
      'theme.themeVariables.fontFamily: must be a font-family list',
    ],
    [
      'a font size that is not a length',
      { ...valid, theme: { themeVariables: { fontSizeBase: '10px;color:red' } } },
      'theme.themeVariables.fontSizeBase: must be a CSS length',
    ],
    [
      'a wallet both featured and excluded',
      { ...valid, wallets: { featured: ['abc'], exclude: ['abc'] } },
      'wallets.featured[0]: is also in wallets.exclude',
    ],
    [
      'a legal checkbox with nothing to link to',
      { ...valid, features: { legalCheckbox: true } },
      'features.legalCheckbox: needs termsConditionsUrl or privacyPolicyUrl',
    ],
    [
      'a repeated connect method',
      { ...valid, features: { connectMethodsOrder: ['wallet', 'wallet'] } },
      'features.connectMethodsOrder: must not repeat an entry',
    ],
  ])('rejects %s with the path of the problem', (_, input, expected) => {
    expect(problems(input).join('\n')).toContain(expected)
  })

  it.each([
    ['mobile_link', 'javascript:alert(1)'],
    ['desktop_link', 'java\tscript:alert(1)'],
    ['mobile_link', 'intent:javascript:alert(1)#Intent;end'],
    ['mobile_link', 'intent://x#Intent;scheme=j%61vascript;end'],
    ['desktop_link', 'intent://x#Intent;S.browser%5Ffallback%5Furl=javascript%3Aalert(1);end'],
    ['webapp_link', 'javascript:alert(1)'],
    ['webapp_link', 'http://localhost:3000'],
  ])('rejects a custom wallet %s of %j, with its path', (key, link) => {
    const custom = [
      { id: 'ok', name: 'Ok' },
      { id: 'x', name: 'X', [key]: link },
    ]
    expect(problems({ ...valid, wallets: { custom } })).toEqual([
      expect.stringMatching(new RegExp(`^wallets\\.custom\\[1\\]\\.${key}: must be an `)),
    ])
  })

  it('agrees with the runtime rule on every custom wallet link, long ones too', () => {
    const links = [
      `https://wallet.example/${'a'.repeat(1500)}`,
      `wallet://${'a'.repeat(1500)}`,
      `https://wallet.example/${'a'.repeat(2100)}`,
      'metamask://',
      'https://metamask.app.link',
      'intent://wc#Intent;scheme=wallet;package=com.wallet;end',
      'intent://wc#Intent;scheme=wallet;SEL;end',
      'http://localhost:3000',
      'https://user:pw@wallet.example',
      'data:text/html,x',
      'about:blank',
      'ms-msdt:/id PCWDiagnostic',
      'search-ms:query=x',
    ]
    for (const link of links) {
      for (const [key, kind] of [
        ['mobile_link', 'deep'],
        ['desktop_link', 'deep'],
        ['webapp_link', 'web'],
      ] as const) {
        const custom = [{ id: 'x', name: 'X', [key]: link }]
        const accepted = validateConfig({ ...valid, wallets: { custom } }).ok
        expect(accepted, `${key}: ${link}`).toBe(validateWalletLink(link, kind) !== undefined)
      }
    }
  })

  it('redacts credentials embedded in URLs', () => {
    const lines = problems({ ...valid, rpcUrls: { base: ['https://user:s3cret@rpc.example.com'] } })
    expect(lines.join('\n')).toContain('rpcUrls.base[0]: must not embed credentials')
    expect(lines.join('\n')).not.toContain('s3cret')
  })

  it('names unknown keys and suggests the near ones', () => {
    expect(problems({ ...valid, featurs: {}, features: { emial: true } })).toEqual([
      'features.emial: is not a known option; did you mean "email"?',
      'featurs: is not a known option; did you mean "features"?',
    ])
    expect(problems({ ...valid, networks: [{ ...localNetwork, rpcUrl: 'x' }] })).toEqual([
      'networks[0].rpcUrl: is not a known option; did you mean "rpcUrls"?',
    ])
  })

  it('says where an option of that name lives, from the top level or from another object', () => {
    expect(
      problems({
        ...valid,
        themeMode: 'light',
        features: { themeMode: 'light' },
        theme: { accent: '#00f' },
      }),
    ).toEqual([
      'features.themeMode: is not an option of features; it belongs at theme.themeMode',
      'theme.accent: is not an option of theme; it belongs at theme.themeVariables.accent',
      'themeMode: is not a top-level option; it belongs at theme.themeMode',
    ])
  })

  it('names every place a name lives, and says which of them are not yet available', () => {
    expect(problems({ ...valid, analytics: false, enabled: true, smartSessions: true })).toEqual([
      'analytics: is not a top-level option; it belongs at features.analytics or services.analytics',
      'enabled: is not a top-level option; it belongs at siwx.enabled or siweConfig.enabled',
      'smartSessions: is not a top-level option; it belongs at features.smartSessions (not yet available)',
    ])
  })

  it('points nowhere else from inside a list entry: a network is not where theme options go', () => {
    expect(problems({ ...valid, networks: [{ ...localNetwork, themeMode: 'dark' }] })).toEqual([
      'networks[0].themeMode: is not a known option',
    ])
  })

  it('suggests a built-in network for a misspelled alias', () => {
    expect(problems({ ...valid, networks: ['bsae'] })[0]).toContain('did you mean "base"?')
  })

  it('says what it received for a wrong type', () => {
    expect(problems(42)).toEqual([': must be an object (got number 42)'])
    expect(problems({ ...valid, enableReconnect: 'yes' })).toEqual([
      'enableReconnect: must be a boolean (got string "yes")',
    ])
  })
})

describe('services.secureSite', () => {
  const withSite = (secureSite: string) => validateConfig({ ...valid, services: { secureSite } })
  const messageOf = (secureSite: string) => {
    const result = withSite(secureSite)
    return result.ok ? undefined : result.issues.map((issue) => `${issue.path}: ${issue.message}`)
  }

  it('accepts an https origin, with or without its slash, and leaves it unset by default', () => {
    expect(withSite('https://secure.example').ok).toBe(true)
    expect(withSite('https://secure.example/').ok).toBe(true)
    expect(withSite('http://localhost:4000').ok).toBe(true)
    const defaults = validateConfig(valid)
    expect(defaults.ok && defaults.config.services.secureSite).toBeUndefined()
  })

  it.each([
    'https://secure.example/tenant-a/',
    'https://secure.example/?k=v',
    'https://secure.example?k=v',
    'https://secure.example/#frame',
    'https://secure.example#',
  ])('refuses %s: a path, query or fragment would be dropped', (secureSite) => {
    expect(messageOf(secureSite)).toEqual([
      expect.stringMatching(/^services\.secureSite: must be an origin only/),
    ])
  })

  it('refuses plain http off the loopback host', () => {
    expect(messageOf('http://secure.example')).toEqual([
      expect.stringMatching(/^services\.secureSite: must be an https URL/),
    ])
  })

  it("refuses the app's own origin: it would isolate nothing", () => {
    const origin = new URL(valid.metadata.url).origin
    expect(messageOf(`${origin}/`)).toEqual([
      expect.stringMatching(/^services\.secureSite: must be another site than the app/),
    ])
  })
})

describe('a config written for Reown AppKit', () => {
  const reownStyle = {
    projectId: '0123456789abcdef0123456789abcdef',
    adapters: [{ id: 'wagmi' }],
    networks: ['mainnet', 'base'],
    metadata: {
      name: 'Dapp',
      description: 'A dapp',
      url: 'https://dapp.example',
      icons: ['https://dapp.example/icon.png'],
    },
    defaultNetwork: {
      id: 8453,
      name: 'Base',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:8453',
    },
    themeMode: 'light',
    themeVariables: { '--w3m-accent': '#00bb7f', '--w3m-z-index': 1000 },
    features: { analytics: true, history: false, emailShowWallets: false },
    allWallets: 'HIDE',
    featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
    excludeWalletIds: ['fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'],
    enableWallets: true,
    customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example.com' }] },
    chainImages: { 1: 'https://images.example/eth.png' },
    enableCoinbase: true,
    debug: false,
  }

  it('gives one line per key, with the path where it belongs or why it has no equivalent', () => {
    expect(problems(reownStyle)).toEqual([
      'defaultNetwork: must be a string (got object {"id":8453,"name":"Base","chainNamespace":"eip155","caipNetworkId":"eip155:84...); write its id, "eip155:8453" (Reown AppKit takes a network object here, appkit an id)',
      "features.history: is Reown AppKit's name for features.activity",
      "features.emailShowWallets: is Reown AppKit's name for features.collapseWallets (not yet available); inverted: emailShowWallets: false is collapseWallets: true",
      "adapters: is Reown AppKit's option, not supported here: the generated module adds the chain adapter of each namespace in networks (docs/adapters.md); without it, pass createAppKit(config, { adapters })",
      'themeMode: is not a top-level option; it belongs at theme.themeMode',
      'themeVariables: is not a top-level option; it belongs at theme.themeVariables; its keys are accent, fontFamily, fontSizeBase, radiusBase, zIndex and qrColor, not --w3m-* variables',
      'allWallets: is not a top-level option; it belongs at wallets.allWallets',
      "featuredWalletIds: is Reown AppKit's name for wallets.featured",
      "excludeWalletIds: is Reown AppKit's name for wallets.exclude",
      "enableWallets: is Reown AppKit's name for wallets.enableInjected, wallets.enableEIP6963 and wallets.enableWalletConnect; false for all three turns wallets off",
      "customRpcUrls: is Reown AppKit's name for rpcUrls; it lists URLs per network id, without transport config",
      "chainImages: is Reown AppKit's option, not supported here: built-in networks take their images from the Wallet API; a custom network object sets assets.imageUrl",
      "enableCoinbase: is Reown AppKit's option, not supported here: there is no Coinbase SDK connector: Coinbase Wallet connects like other wallets, over EIP-6963 or WalletConnect",
      "debug: is Reown AppKit's option, not supported here: the kit shows no debug alerts in the page; logLevel: 'debug' logs to the console",
    ])
  })

  it("names our theme variable for each of Reown AppKit's, under either prefix", () => {
    const themeVariables = {
      '--w3m-accent': '#00f',
      '--apkt-font-size-master': '9px',
      '--w3m-color-mix': '#000',
    }
    expect(problems({ ...valid, theme: { themeVariables } })).toEqual([
      'theme.themeVariables["--w3m-accent"]: is Reown AppKit\'s name for theme.themeVariables.accent',
      'theme.themeVariables["--apkt-font-size-master"]: is Reown AppKit\'s name for theme.themeVariables.fontSizeBase',
      'theme.themeVariables["--w3m-color-mix"]: is Reown AppKit\'s option, not supported here: the palette is fixed per themeMode; accent sets the brand color',
    ])
  })

  it('validates once each key is where the messages say', () => {
    const result = validateConfig({
      projectId: reownStyle.projectId,
      networks: reownStyle.networks,
      metadata: reownStyle.metadata,
      defaultNetwork: 'eip155:8453',
      theme: { themeMode: 'light', themeVariables: { accent: '#00bb7f', zIndex: 1000 } },
      features: { analytics: true, activity: false, collapseWallets: true },
      wallets: {
        allWallets: 'HIDE',
        featured: reownStyle.featuredWalletIds,
        exclude: reownStyle.excludeWalletIds,
      },
      rpcUrls: { 'eip155:1': ['https://rpc.example.com'] },
    })
    expect(result.issues).toEqual([])
  })
})
