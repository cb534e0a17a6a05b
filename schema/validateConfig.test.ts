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
